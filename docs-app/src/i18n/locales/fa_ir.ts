import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'درباره این صفحه',
    copyPage: 'کپی صفحه',
    copyMarkdown: 'کپی صفحه به صورت Markdown',
    viewMarkdown: 'مشاهده به صورت Markdown',
    openIn: 'باز کردن در {{name}}',
    pageActions: 'اقدامات بیشتر صفحه',
    chatPrompt: '{{url}} را بخوان تا بتوانم دربارهٔ آن سؤال بپرسم.',
    community: 'جامعه',
    onThisPage: 'در این صفحه',
    reportIssue: 'گزارش مشکل',
    editPage: 'ویرایش این صفحه',
    previousPage: 'صفحهٔ قبلی',
    nextPage: 'صفحهٔ بعدی',
    notTranslated: 'این صفحه هنوز ترجمه نشده است: نسخهٔ انگلیسی نمایش داده می‌شود.',
  },
} satisfies MessagesOf<typeof en>;
