import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopírovať inštalačný príkaz',
    copied: 'Inštalačný príkaz bol skopírovaný do schránky',
    copyFailed: 'Kopírovanie zlyhalo: označte príkaz a skopírujte ho ručne',
  },
} satisfies MessagesOf<typeof en>;
