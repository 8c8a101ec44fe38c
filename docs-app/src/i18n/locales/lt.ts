import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Apie šį puslapį',
    copyPage: 'Kopijuoti puslapį',
    copyMarkdown: 'Kopijuoti puslapį kaip Markdown',
    viewMarkdown: 'Žiūrėti kaip Markdown',
    openIn: 'Atidaryti su {{name}}',
    pageActions: 'Daugiau puslapio veiksmų',
    chatPrompt: 'Perskaityk {{url}}, kad galėčiau apie tai klausti.',
    community: 'Bendruomenė',
    onThisPage: 'Šiame puslapyje',
    reportIssue: 'Pranešti apie problemą',
    editPage: 'Redaguoti šį puslapį',
    previousPage: 'Ankstesnis puslapis',
    nextPage: 'Kitas puslapis',
    notTranslated: 'Šis puslapis dar neišverstas: rodoma anglų kalbos versija.',
  },
} satisfies MessagesOf<typeof en>;
