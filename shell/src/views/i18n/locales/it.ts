import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Copia il comando di installazione',
    copied: 'Comando di installazione copiato negli appunti',
    copyFailed: 'Copia non riuscita: seleziona il comando e copialo a mano',
  },
} satisfies MessagesOf<typeof en>;
