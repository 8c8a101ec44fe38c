import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Telepítési parancs másolása',
    copied: 'A telepítési parancs a vágólapra került',
    copyFailed: 'A másolás nem sikerült: jelölje ki a parancsot, és másolja kézzel',
  },
} satisfies MessagesOf<typeof en>;
