import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Installationsbefehl kopieren',
    copied: 'Installationsbefehl in die Zwischenablage kopiert',
    copyFailed: 'Kopieren fehlgeschlagen: Markieren Sie den Befehl und kopieren Sie ihn von Hand',
  },
} satisfies MessagesOf<typeof en>;
