import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'এই পৃষ্ঠা সম্পর্কে',
    copyPage: 'পৃষ্ঠা কপি করুন',
    copyMarkdown: 'Markdown পৃষ্ঠা কপি করুন',
    viewMarkdown: 'Markdown হিসেবে দেখুন',
    openIn: '{{name}}-এ খুলুন',
    pageActions: 'পৃষ্ঠার আরও কাজ',
    chatPrompt: '{{url}} পড়ো যাতে আমি এ নিয়ে প্রশ্ন করতে পারি।',
    community: 'কমিউনিটি',
    onThisPage: 'এই পৃষ্ঠায়',
    reportIssue: 'সমস্যা জানান',
    editPage: 'এই পৃষ্ঠা সম্পাদনা করুন',
    previousPage: 'পূর্ববর্তী পৃষ্ঠা',
    nextPage: 'পরবর্তী পৃষ্ঠা',
    notTranslated: 'এই পৃষ্ঠাটি এখনো অনূদিত হয়নি: ইংরেজি সংস্করণ দেখানো হচ্ছে।',
  },
} satisfies MessagesOf<typeof en>;
