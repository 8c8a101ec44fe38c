import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'فیلتر قالب‌ها بر اساس دسته',
    all: 'همه',
    count_one: '{{number}} قالب',
    count_other: '{{number}} قالب',
    countInCategory: '{{count}} در {{category}}',
    empty: 'هنوز قالبی در این دسته وجود ندارد.',
    mainScreen: 'صفحهٔ اصلی قالب {{name}}',
    screenshots: 'تصاویر صفحهٔ {{name}}',
    screenshot: 'قالب {{name}}، تصویر {{index}} از {{total}}',
    use: 'استفاده از این قالب',
    demo: 'نسخهٔ نمایشی زنده',
    repository: 'مخزن',
    branch: 'شاخه',
    folder: 'پوشه',
    licence: 'مجوز:',
    free: 'رایگان',
    premium: 'ویژه',
    draft: 'پیش‌نویس',
    related: 'قالب‌های مرتبط',
    category: {
      docs: 'مستندات',
      blog: 'وبلاگ',
      minimal: 'مینیمال',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
