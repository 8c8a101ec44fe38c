import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopijuoti diegimo komandą',
    copied: 'Diegimo komanda nukopijuota į iškarpinę',
    copyFailed: 'Nukopijuoti nepavyko: pažymėkite komandą ir nukopijuokite ją rankiniu būdu',
  },
} satisfies MessagesOf<typeof en>;
