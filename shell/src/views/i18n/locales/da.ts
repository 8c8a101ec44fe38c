import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopiér installationskommandoen',
    copied: 'Installationskommandoen er kopieret til udklipsholderen',
    copyFailed: 'Kopiering mislykkedes: markér kommandoen, og kopiér den manuelt',
  },
} satisfies MessagesOf<typeof en>;
