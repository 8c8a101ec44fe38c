import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'انسٹال کمانڈ کاپی کریں',
    copied: 'انسٹال کمانڈ کلپ بورڈ پر کاپی ہو گئی',
    copyFailed: 'کاپی ناکام: کمانڈ منتخب کریں اور خود کاپی کریں',
  },
} satisfies MessagesOf<typeof en>;
