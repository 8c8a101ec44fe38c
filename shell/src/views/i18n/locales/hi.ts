import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'इंस्टॉल कमांड कॉपी करें',
    copied: 'इंस्टॉल कमांड क्लिपबोर्ड पर कॉपी की गई',
    copyFailed: 'कॉपी नहीं हो सका: कमांड चुनें और उसे खुद कॉपी करें',
  },
} satisfies MessagesOf<typeof en>;
