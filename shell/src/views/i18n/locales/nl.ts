import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Installatieopdracht kopiëren',
    copied: 'Installatieopdracht naar klembord gekopieerd',
    copyFailed: 'Kopiëren mislukt: selecteer de opdracht en kopieer hem handmatig',
  },
} satisfies MessagesOf<typeof en>;
