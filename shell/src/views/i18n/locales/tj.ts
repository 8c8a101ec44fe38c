import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Нусхабардории фармони насб',
    copied: 'Фармони насб ба буфер нусха бардошта шуд',
    copyFailed: 'Нусхабардорӣ муяссар нашуд: фармонро интихоб карда, дастӣ нусха бардоред',
  },
} satisfies MessagesOf<typeof en>;
