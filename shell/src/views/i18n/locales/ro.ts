import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Copiază comanda de instalare',
    copied: 'Comanda de instalare a fost copiată în clipboard',
    copyFailed: 'Copierea a eșuat: selectează comanda și copiaz-o manual',
  },
} satisfies MessagesOf<typeof en>;
