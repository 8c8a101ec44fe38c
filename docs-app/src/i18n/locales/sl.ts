import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'O tej strani',
    copyPage: 'Kopiraj stran',
    copyMarkdown: 'Kopiraj stran kot Markdown',
    viewMarkdown: 'Prikaži kot Markdown',
    openIn: 'Odpri v {{name}}',
    pageActions: 'Več dejanj strani',
    chatPrompt: 'Preberi {{url}}, da ti bom lahko zastavljal vprašanja o tem.',
    community: 'Skupnost',
    onThisPage: 'Na tej strani',
    reportIssue: 'Prijavi težavo',
    editPage: 'Uredi to stran',
    previousPage: 'Prejšnja stran',
    nextPage: 'Naslednja stran',
    notTranslated: 'Ta stran še ni prevedena: prikazana je angleška različica.',
  },
} satisfies MessagesOf<typeof en>;
