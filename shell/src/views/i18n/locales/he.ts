import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'העתקת פקודת ההתקנה',
    copied: 'פקודת ההתקנה הועתקה ללוח',
    copyFailed: 'ההעתקה נכשלה: סמנו את הפקודה והעתיקו אותה ידנית',
  },
} satisfies MessagesOf<typeof en>;
