import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopier installasjonskommandoen',
    copied: 'Installasjonskommandoen er kopiert til utklippstavlen',
    copyFailed: 'Kopiering mislyktes: merk kommandoen og kopier den manuelt',
  },
} satisfies MessagesOf<typeof en>;
