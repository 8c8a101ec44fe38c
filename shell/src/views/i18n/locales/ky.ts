import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Орнотуу буйругун көчүрүү',
    copied: 'Орнотуу буйругу алмашуу буферине көчүрүлдү',
    copyFailed: 'Көчүрүү ишке ашкан жок: буйрукту белгилеп, кол менен көчүрүңүз',
  },
} satisfies MessagesOf<typeof en>;
