import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: "Copia l'ordre d'instal·lació",
    copied: "Ordre d'instal·lació copiada al porta-retalls",
    copyFailed: "No s'ha pogut copiar: selecciona l'ordre i copia-la a mà",
  },
} satisfies MessagesOf<typeof en>;
