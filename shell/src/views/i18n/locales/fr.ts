import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: "Copier la commande d'installation",
    copied: "Commande d'installation copiée dans le presse-papiers",
    copyFailed: 'La copie a échoué : sélectionnez la commande et copiez-la à la main',
  },
} satisfies MessagesOf<typeof en>;
