import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopiera installationskommandot',
    copied: 'Installationskommandot kopierades till urklipp',
    copyFailed: 'Kopieringen misslyckades: markera kommandot och kopiera det manuellt',
  },
} satisfies MessagesOf<typeof en>;
