import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Iwwer dës Säit',
    copyPage: 'Säit kopéieren',
    copyMarkdown: 'Säit als Markdown kopéieren',
    viewMarkdown: 'Als Markdown weisen',
    openIn: 'An {{name}} opmaachen',
    pageActions: 'Méi Säitenaktiounen',
    chatPrompt: 'Liest {{url}}, fir datt ech Froen dozou stelle kann.',
    community: 'Communautéit',
    onThisPage: 'Op dëser Säit',
    reportIssue: 'E Problem mellen',
    editPage: 'Dës Säit änneren',
    previousPage: 'Virdrun Säit',
    nextPage: 'Nächst Säit',
    notTranslated: 'Dës Säit ass nach net iwwersat: Dir gesitt déi englesch Versioun.',
  },
} satisfies MessagesOf<typeof en>;
