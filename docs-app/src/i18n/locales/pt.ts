import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Sobre esta página',
    copyPage: 'Copiar página',
    copyMarkdown: 'Copiar página em Markdown',
    viewMarkdown: 'Ver como Markdown',
    openIn: 'Abrir em {{name}}',
    pageActions: 'Mais ações da página',
    chatPrompt: 'Leia {{url}} para que eu possa fazer perguntas sobre ela.',
    community: 'Comunidade',
    onThisPage: 'Nesta página',
    reportIssue: 'Comunicar um problema',
    editPage: 'Editar esta página',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    notTranslated: 'Esta página ainda não foi traduzida: a mostrar a versão em inglês.',
  },
} satisfies MessagesOf<typeof en>;
