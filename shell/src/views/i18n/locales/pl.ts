import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopiuj polecenie instalacji',
    copied: 'Skopiowano polecenie instalacji do schowka',
    copyFailed: 'Kopiowanie nie powiodło się: zaznacz polecenie i skopiuj je ręcznie',
  },
} satisfies MessagesOf<typeof en>;
