import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'ইনস্টল কমান্ড কপি করুন',
    copied: 'ইনস্টল কমান্ড ক্লিপবোর্ডে কপি হয়েছে',
    copyFailed: 'কপি করা যায়নি: কমান্ডটি নির্বাচন করে নিজে কপি করুন',
  },
} satisfies MessagesOf<typeof en>;
