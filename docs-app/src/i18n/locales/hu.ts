import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Az oldalról',
    copyPage: 'Oldal másolása',
    copyMarkdown: 'Oldal másolása Markdownként',
    viewMarkdown: 'Megtekintés Markdownként',
    openIn: 'Megnyitás itt: {{name}}',
    pageActions: 'További oldalműveletek',
    chatPrompt: 'Olvasd el ezt: {{url}}, hogy kérdéseket tehessek fel róla.',
    community: 'Közösség',
    onThisPage: 'Ezen az oldalon',
    reportIssue: 'Hiba bejelentése',
    editPage: 'Az oldal szerkesztése',
    previousPage: 'Előző oldal',
    nextPage: 'Következő oldal',
    notTranslated: 'Ez az oldal még nincs lefordítva: az angol változatot látja.',
  },
} satisfies MessagesOf<typeof en>;
