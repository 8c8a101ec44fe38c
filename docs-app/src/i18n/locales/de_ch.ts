import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Über diese Seite',
    copyPage: 'Seite kopieren',
    copyMarkdown: 'Seite als Markdown kopieren',
    viewMarkdown: 'Als Markdown anzeigen',
    openIn: 'In {{name}} öffnen',
    pageActions: 'Weitere Seitenaktionen',
    chatPrompt: 'Lies {{url}}, damit ich Fragen dazu stellen kann.',
    community: 'Community',
    onThisPage: 'Auf dieser Seite',
    reportIssue: 'Problem melden',
    editPage: 'Diese Seite bearbeiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    notTranslated: 'Diese Seite ist noch nicht übersetzt: Sie sehen die englische Version.',
  },
} satisfies MessagesOf<typeof en>;
