import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'O této stránce',
    copyPage: 'Kopírovat stránku',
    copyMarkdown: 'Kopírovat stránku jako Markdown',
    viewMarkdown: 'Zobrazit jako Markdown',
    openIn: 'Otevřít v {{name}}',
    pageActions: 'Další akce stránky',
    chatPrompt: 'Přečti si {{url}}, abych se na to mohl ptát.',
    community: 'Komunita',
    onThisPage: 'Na této stránce',
    reportIssue: 'Nahlásit problém',
    editPage: 'Upravit tuto stránku',
    previousPage: 'Předchozí stránka',
    nextPage: 'Další stránka',
    notTranslated: 'Tato stránka zatím není přeložena: zobrazuje se anglická verze.',
  },
} satisfies MessagesOf<typeof en>;
