import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Tietoja tästä sivusta',
    copyPage: 'Kopioi sivu',
    copyMarkdown: 'Kopioi sivu Markdownina',
    viewMarkdown: 'Näytä Markdownina',
    openIn: 'Avaa palvelussa {{name}}',
    pageActions: 'Lisää sivun toimintoja',
    chatPrompt: 'Lue {{url}}, jotta voin kysyä siitä kysymyksiä.',
    community: 'Yhteisö',
    onThisPage: 'Tällä sivulla',
    reportIssue: 'Ilmoita ongelmasta',
    editPage: 'Muokkaa tätä sivua',
    previousPage: 'Edellinen sivu',
    nextPage: 'Seuraava sivu',
    notTranslated: 'Tätä sivua ei ole vielä käännetty: näytetään englanninkielinen versio.',
  },
} satisfies MessagesOf<typeof en>;
