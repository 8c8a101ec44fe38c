import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Суулгах тушаалыг хуулах',
    copied: 'Суулгах тушаал санах ойд хуулагдлаа',
    copyFailed: 'Хуулж чадсангүй: тушаалыг сонгоод гараар хуулна уу',
  },
} satisfies MessagesOf<typeof en>;
