import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Պատճենել տեղադրման հրամանը',
    copied: 'Տեղադրման հրամանը պատճենվեց սեղմատախտակին',
    copyFailed: 'Պատճենումը ձախողվեց. ընտրեք հրամանը և պատճենեք ձեռքով',
  },
} satisfies MessagesOf<typeof en>;
