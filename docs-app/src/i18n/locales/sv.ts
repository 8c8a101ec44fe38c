import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Om den här sidan',
    copyPage: 'Kopiera sida',
    copyMarkdown: 'Kopiera sidan som Markdown',
    viewMarkdown: 'Visa som Markdown',
    openIn: 'Öppna i {{name}}',
    pageActions: 'Fler sidåtgärder',
    chatPrompt: 'Läs {{url}} så att jag kan ställa frågor om den.',
    community: 'Community',
    onThisPage: 'På den här sidan',
    reportIssue: 'Rapportera ett problem',
    editPage: 'Redigera den här sidan',
    previousPage: 'Föregående sida',
    nextPage: 'Nästa sida',
    notTranslated: 'Den här sidan är inte översatt ännu: du ser den engelska versionen.',
  },
} satisfies MessagesOf<typeof en>;
