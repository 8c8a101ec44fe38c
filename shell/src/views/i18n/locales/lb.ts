import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Installatiounsbefeel kopéieren',
    copied: "Installatiounsbefeel an d'Tëschenoflag kopéiert",
    copyFailed: 'Kopéieren ass feelgeschloen: markéiert de Befeel a kopéiert en mat der Hand',
  },
} satisfies MessagesOf<typeof en>;
