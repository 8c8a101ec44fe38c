import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'اس صفحے کے بارے میں',
    copyPage: 'صفحہ کاپی کریں',
    copyMarkdown: 'Markdown صفحہ کاپی کریں',
    viewMarkdown: 'Markdown کے طور پر دیکھیں',
    openIn: '{{name}} میں کھولیں',
    pageActions: 'صفحے کے مزید اقدامات',
    chatPrompt: '{{url}} پڑھو تاکہ میں اس کے بارے میں سوال پوچھ سکوں۔',
    community: 'کمیونٹی',
    onThisPage: 'اس صفحے پر',
    reportIssue: 'مسئلہ رپورٹ کریں',
    editPage: 'اس صفحے میں ترمیم کریں',
    previousPage: 'پچھلا صفحہ',
    nextPage: 'اگلا صفحہ',
    notTranslated: 'اس صفحے کا ابھی ترجمہ نہیں ہوا: انگریزی ورژن دکھایا جا رہا ہے۔',
  },
} satisfies MessagesOf<typeof en>;
