import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'تصفية القوالب حسب الفئة',
    all: 'الكل',
    count_zero: 'لا توجد قوالب',
    count_one: 'قالب واحد',
    count_two: 'قالبان',
    count_few: '{{number}} قوالب',
    count_many: '{{number}} قالبًا',
    count_other: '{{number}} قالب',
    countInCategory: '{{count}} في {{category}}',
    empty: 'لا توجد قوالب في هذه الفئة بعد.',
    mainScreen: 'الشاشة الرئيسية لقالب {{name}}',
    screenshots: 'لقطات شاشة {{name}}',
    screenshot: 'قالب {{name}}، لقطة الشاشة {{index}} من {{total}}',
    use: 'استخدم هذا القالب',
    demo: 'عرض حي',
    repository: 'المستودع',
    branch: 'الفرع',
    folder: 'المجلد',
    licence: 'الترخيص:',
    free: 'مجاني',
    premium: 'مميز',
    draft: 'مسودة',
    related: 'قوالب ذات صلة',
    category: {
      docs: 'التوثيق',
      blog: 'مدونة',
      minimal: 'بسيط',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
