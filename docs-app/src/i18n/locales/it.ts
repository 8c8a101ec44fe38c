import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Informazioni su questa pagina',
    copyPage: 'Copia pagina',
    copyMarkdown: 'Copia la pagina in Markdown',
    viewMarkdown: 'Visualizza come Markdown',
    openIn: 'Apri in {{name}}',
    pageActions: 'Altre azioni sulla pagina',
    chatPrompt: 'Leggi {{url}} così posso farti domande al riguardo.',
    community: 'Community',
    onThisPage: 'In questa pagina',
    reportIssue: 'Segnala un problema',
    editPage: 'Modifica questa pagina',
    previousPage: 'Pagina precedente',
    nextPage: 'Pagina successiva',
    notTranslated: 'Questa pagina non è ancora tradotta: viene mostrata la versione inglese.',
  },
} satisfies MessagesOf<typeof en>;
