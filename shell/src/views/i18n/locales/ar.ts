import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'نسخ أمر التثبيت',
    copied: 'نُسخ أمر التثبيت إلى الحافظة',
    copyFailed: 'تعذّر النسخ: حدّد الأمر وانسخه يدويًا',
  },
} satisfies MessagesOf<typeof en>;
