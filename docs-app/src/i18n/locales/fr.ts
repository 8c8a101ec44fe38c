import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'À propos de cette page',
    copyPage: 'Copier la page',
    copyMarkdown: 'Copier la page en Markdown',
    viewMarkdown: 'Voir en Markdown',
    openIn: 'Ouvrir dans {{name}}',
    pageActions: 'Autres actions sur la page',
    chatPrompt: 'Lis {{url}} pour que je puisse poser des questions à son sujet.',
    community: 'Communauté',
    onThisPage: 'Sur cette page',
    reportIssue: 'Signaler un problème',
    editPage: 'Modifier cette page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    notTranslated: "Cette page n'est pas encore traduite : la version anglaise est affichée.",
  },
} satisfies MessagesOf<typeof en>;
