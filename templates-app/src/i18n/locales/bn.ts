import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'বিভাগ অনুযায়ী টেমপ্লেট ফিল্টার করুন',
    all: 'সব',
    count_one: '{{number}}টি টেমপ্লেট',
    count_other: '{{number}}টি টেমপ্লেট',
    countInCategory: '{{category}}-এ {{count}}টি',
    empty: 'এই বিভাগে এখনো কোনো টেমপ্লেট নেই।',
    mainScreen: '{{name}} টেমপ্লেটের মূল স্ক্রিন',
    screenshots: '{{name}}-এর স্ক্রিনশট',
    screenshot: '{{name}} টেমপ্লেট, স্ক্রিনশট {{index}} / {{total}}',
    use: 'এই টেমপ্লেট ব্যবহার করুন',
    demo: 'লাইভ ডেমো',
    repository: 'রিপোজিটরি',
    branch: 'ব্রাঞ্চ',
    folder: 'ফোল্ডার',
    licence: 'লাইসেন্স:',
    free: 'বিনামূল্যে',
    premium: 'প্রিমিয়াম',
    draft: 'খসড়া',
    related: 'সম্পর্কিত টেমপ্লেট',
    category: {
      docs: 'ডকুমেন্টেশন',
      blog: 'ব্লগ',
      minimal: 'মিনিমাল',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
