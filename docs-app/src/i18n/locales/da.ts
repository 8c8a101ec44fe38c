import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Om denne side',
    copyPage: 'Kopiér side',
    copyMarkdown: 'Kopiér siden som Markdown',
    viewMarkdown: 'Vis som Markdown',
    openIn: 'Åbn i {{name}}',
    pageActions: 'Flere sidehandlinger',
    chatPrompt: 'Læs {{url}}, så jeg kan stille spørgsmål til den.',
    community: 'Fællesskab',
    onThisPage: 'På denne side',
    reportIssue: 'Rapportér et problem',
    editPage: 'Rediger denne side',
    previousPage: 'Forrige side',
    nextPage: 'Næste side',
    notTranslated: 'Denne side er endnu ikke oversat: du ser den engelske version.',
  },
} satisfies MessagesOf<typeof en>;
