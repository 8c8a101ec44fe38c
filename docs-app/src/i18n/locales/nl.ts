import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Over deze pagina',
    copyPage: 'Pagina kopiëren',
    copyMarkdown: 'Pagina als Markdown kopiëren',
    viewMarkdown: 'Bekijken als Markdown',
    openIn: 'Openen in {{name}}',
    pageActions: 'Meer pagina-acties',
    chatPrompt: 'Lees {{url}} zodat ik er vragen over kan stellen.',
    community: 'Community',
    onThisPage: 'Op deze pagina',
    reportIssue: 'Een probleem melden',
    editPage: 'Deze pagina bewerken',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    notTranslated: 'Deze pagina is nog niet vertaald: je ziet de Engelse versie.',
  },
} satisfies MessagesOf<typeof en>;
