import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopírovat instalační příkaz',
    copied: 'Instalační příkaz zkopírován do schránky',
    copyFailed: 'Kopírování se nezdařilo: označte příkaz a zkopírujte jej ručně',
  },
} satisfies MessagesOf<typeof en>;
