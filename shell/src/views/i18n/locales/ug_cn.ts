import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'قاچىلاش بۇيرۇقىنى كۆچۈرۈش',
    copied: 'قاچىلاش بۇيرۇقى چاپلاش تاختىسىغا كۆچۈرۈلدى',
    copyFailed: 'كۆچۈرۈش مەغلۇپ بولدى: بۇيرۇقنى تاللاپ قولدا كۆچۈرۈڭ',
  },
} satisfies MessagesOf<typeof en>;
