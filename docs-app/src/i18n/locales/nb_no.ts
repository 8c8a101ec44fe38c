import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Om denne siden',
    copyPage: 'Kopier side',
    copyMarkdown: 'Kopier siden som Markdown',
    viewMarkdown: 'Vis som Markdown',
    openIn: 'Åpne i {{name}}',
    pageActions: 'Flere sidehandlinger',
    chatPrompt: 'Les {{url}} slik at jeg kan stille spørsmål om den.',
    community: 'Fellesskap',
    onThisPage: 'På denne siden',
    reportIssue: 'Rapporter et problem',
    editPage: 'Rediger denne siden',
    previousPage: 'Forrige side',
    nextPage: 'Neste side',
    notTranslated: 'Denne siden er ikke oversatt ennå: du ser den engelske versjonen.',
  },
} satisfies MessagesOf<typeof en>;
