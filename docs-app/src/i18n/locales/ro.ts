import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Despre această pagină',
    copyPage: 'Copiază pagina',
    copyMarkdown: 'Copiază pagina ca Markdown',
    viewMarkdown: 'Vezi ca Markdown',
    openIn: 'Deschide în {{name}}',
    pageActions: 'Mai multe acțiuni pentru pagină',
    chatPrompt: 'Citește {{url}} ca să îți pot pune întrebări despre ea.',
    community: 'Comunitate',
    onThisPage: 'Pe această pagină',
    reportIssue: 'Raportează o problemă',
    editPage: 'Editează această pagină',
    previousPage: 'Pagina anterioară',
    nextPage: 'Pagina următoare',
    notTranslated: 'Această pagină nu este încă tradusă: este afișată versiunea în engleză.',
  },
} satisfies MessagesOf<typeof en>;
