import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Acerca de esta página',
    copyPage: 'Copiar página',
    copyMarkdown: 'Copiar página en Markdown',
    viewMarkdown: 'Ver como Markdown',
    openIn: 'Abrir en {{name}}',
    pageActions: 'Más acciones de la página',
    chatPrompt: 'Lee {{url}} para que pueda hacerte preguntas sobre ello.',
    community: 'Comunidad',
    onThisPage: 'En esta página',
    reportIssue: 'Informar de un problema',
    editPage: 'Editar esta página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    notTranslated: 'Esta página aún no está traducida: se muestra la versión en inglés.',
  },
} satisfies MessagesOf<typeof en>;
