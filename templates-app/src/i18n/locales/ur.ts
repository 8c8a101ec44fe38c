import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'زمرے کے لحاظ سے ٹیمپلیٹس فلٹر کریں',
    all: 'سب',
    count_one: '{{number}} ٹیمپلیٹ',
    count_other: '{{number}} ٹیمپلیٹس',
    countInCategory: '{{category}} میں {{count}}',
    empty: 'اس زمرے میں ابھی کوئی ٹیمپلیٹ نہیں۔',
    mainScreen: '{{name}} ٹیمپلیٹ کی مرکزی اسکرین',
    screenshots: '{{name}} کے اسکرین شاٹس',
    screenshot: '{{name}} ٹیمپلیٹ، اسکرین شاٹ {{index}} از {{total}}',
    use: 'یہ ٹیمپلیٹ استعمال کریں',
    demo: 'لائیو ڈیمو',
    repository: 'ریپوزٹری',
    branch: 'برانچ',
    folder: 'فولڈر',
    licence: 'لائسنس:',
    free: 'مفت',
    premium: 'پریمیم',
    draft: 'مسودہ',
    related: 'متعلقہ ٹیمپلیٹس',
    category: {
      docs: 'دستاویزات',
      blog: 'بلاگ',
      minimal: 'سادہ',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
