import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'O tejto stránke',
    copyPage: 'Kopírovať stránku',
    copyMarkdown: 'Kopírovať stránku ako Markdown',
    viewMarkdown: 'Zobraziť ako Markdown',
    openIn: 'Otvoriť v {{name}}',
    pageActions: 'Ďalšie akcie stránky',
    chatPrompt: 'Prečítaj si {{url}}, aby som sa na to mohol pýtať.',
    community: 'Komunita',
    onThisPage: 'Na tejto stránke',
    reportIssue: 'Nahlásiť problém',
    editPage: 'Upraviť túto stránku',
    previousPage: 'Predchádzajúca stránka',
    nextPage: 'Nasledujúca stránka',
    notTranslated: 'Táto stránka ešte nie je preložená: zobrazuje sa anglická verzia.',
  },
} satisfies MessagesOf<typeof en>;
