import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'حول هذه الصفحة',
    copyPage: 'نسخ الصفحة',
    copyMarkdown: 'نسخ الصفحة بصيغة Markdown',
    viewMarkdown: 'عرض بصيغة Markdown',
    openIn: 'فتح في {{name}}',
    pageActions: 'إجراءات أخرى للصفحة',
    chatPrompt: 'اقرأ {{url}} حتى أتمكن من طرح أسئلة حوله.',
    community: 'المجتمع',
    onThisPage: 'في هذه الصفحة',
    reportIssue: 'الإبلاغ عن مشكلة',
    editPage: 'تعديل هذه الصفحة',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    notTranslated: 'هذه الصفحة غير مترجمة بعد: يتم عرض النسخة الإنجليزية.',
  },
} satisfies MessagesOf<typeof en>;
