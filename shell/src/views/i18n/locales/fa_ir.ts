import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'کپی فرمان نصب',
    copied: 'فرمان نصب در کلیپ‌بورد کپی شد',
    copyFailed: 'کپی ناموفق بود: فرمان را انتخاب کنید و دستی کپی کنید',
  },
} satisfies MessagesOf<typeof en>;
