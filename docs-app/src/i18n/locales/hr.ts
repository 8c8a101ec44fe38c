import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'O ovoj stranici',
    copyPage: 'Kopiraj stranicu',
    copyMarkdown: 'Kopiraj stranicu kao Markdown',
    viewMarkdown: 'Prikaži kao Markdown',
    openIn: 'Otvori u {{name}}',
    pageActions: 'Više radnji na stranici',
    chatPrompt: 'Pročitaj {{url}} kako bih ti mogao postavljati pitanja o tome.',
    community: 'Zajednica',
    onThisPage: 'Na ovoj stranici',
    reportIssue: 'Prijavi problem',
    editPage: 'Uredi ovu stranicu',
    previousPage: 'Prethodna stranica',
    nextPage: 'Sljedeća stranica',
    notTranslated: 'Ova stranica još nije prevedena: prikazana je engleska verzija.',
  },
} satisfies MessagesOf<typeof en>;
