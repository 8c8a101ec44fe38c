import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Copiar el comando de instalación',
    copied: 'Comando de instalación copiado al portapapeles',
    copyFailed: 'Error al copiar: selecciona el comando y cópialo a mano',
  },
} satisfies MessagesOf<typeof en>;
