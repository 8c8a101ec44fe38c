import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopiraj namestitveni ukaz',
    copied: 'Namestitveni ukaz je kopiran v odložišče',
    copyFailed: 'Kopiranje ni uspelo: označite ukaz in ga kopirajte ročno',
  },
} satisfies MessagesOf<typeof en>;
