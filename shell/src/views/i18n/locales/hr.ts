import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopiraj naredbu za instalaciju',
    copied: 'Naredba za instalaciju kopirana je u međuspremnik',
    copyFailed: 'Kopiranje nije uspjelo: označite naredbu i kopirajte je ručno',
  },
} satisfies MessagesOf<typeof en>;
