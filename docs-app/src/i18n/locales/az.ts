import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Bu səhifə haqqında',
    copyPage: 'Səhifəni kopyala',
    copyMarkdown: 'Səhifəni Markdown kimi kopyala',
    viewMarkdown: 'Markdown kimi bax',
    openIn: '{{name}} ilə aç',
    pageActions: 'Digər səhifə əməliyyatları',
    chatPrompt: '{{url}} səhifəsini oxu ki, onun haqqında suallar verə bilim.',
    community: 'İcma',
    onThisPage: 'Bu səhifədə',
    reportIssue: 'Problem bildir',
    editPage: 'Bu səhifəni redaktə et',
    previousPage: 'Əvvəlki səhifə',
    nextPage: 'Növbəti səhifə',
    notTranslated: 'Bu səhifə hələ tərcümə olunmayıb: ingiliscə versiya göstərilir.',
  },
} satisfies MessagesOf<typeof en>;
