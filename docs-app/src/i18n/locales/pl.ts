import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'O tej stronie',
    copyPage: 'Kopiuj stronę',
    copyMarkdown: 'Kopiuj stronę jako Markdown',
    viewMarkdown: 'Wyświetl jako Markdown',
    openIn: 'Otwórz w {{name}}',
    pageActions: 'Więcej działań na stronie',
    chatPrompt: 'Przeczytaj {{url}}, abym mógł zadawać pytania na ten temat.',
    community: 'Społeczność',
    onThisPage: 'Na tej stronie',
    reportIssue: 'Zgłoś problem',
    editPage: 'Edytuj tę stronę',
    previousPage: 'Poprzednia strona',
    nextPage: 'Następna strona',
    notTranslated: 'Ta strona nie została jeszcze przetłumaczona: wyświetlamy wersję angielską.',
  },
} satisfies MessagesOf<typeof en>;
