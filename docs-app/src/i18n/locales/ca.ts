import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Sobre aquesta pàgina',
    copyPage: 'Copia la pàgina',
    copyMarkdown: 'Copia la pàgina en Markdown',
    viewMarkdown: 'Mostra com a Markdown',
    openIn: 'Obre a {{name}}',
    pageActions: 'Més accions de la pàgina',
    chatPrompt: 'Llegeix {{url}} perquè et pugui fer preguntes sobre això.',
    community: 'Comunitat',
    onThisPage: 'En aquesta pàgina',
    reportIssue: "Informa d'un problema",
    editPage: 'Edita aquesta pàgina',
    previousPage: 'Pàgina anterior',
    nextPage: 'Pàgina següent',
    notTranslated: 'Aquesta pàgina encara no està traduïda: es mostra la versió en anglès.',
  },
} satisfies MessagesOf<typeof en>;
