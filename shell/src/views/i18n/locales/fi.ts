import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopioi asennuskomento',
    copied: 'Asennuskomento kopioitu leikepöydälle',
    copyFailed: 'Kopiointi epäonnistui: valitse komento ja kopioi se käsin',
  },
} satisfies MessagesOf<typeof en>;
