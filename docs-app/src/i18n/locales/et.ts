import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Selle lehe kohta',
    copyPage: 'Kopeeri leht',
    copyMarkdown: 'Kopeeri leht Markdownina',
    viewMarkdown: 'Vaata Markdownina',
    openIn: 'Ava teenuses {{name}}',
    pageActions: 'Veel lehe toiminguid',
    chatPrompt: 'Loe {{url}}, et saaksin selle kohta küsimusi esitada.',
    community: 'Kogukond',
    onThisPage: 'Sellel lehel',
    reportIssue: 'Teata probleemist',
    editPage: 'Muuda seda lehte',
    previousPage: 'Eelmine leht',
    nextPage: 'Järgmine leht',
    notTranslated: 'Seda lehte pole veel tõlgitud: kuvatakse ingliskeelne versioon.',
  },
} satisfies MessagesOf<typeof en>;
