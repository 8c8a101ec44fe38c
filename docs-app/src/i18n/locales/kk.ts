import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Осы бет туралы',
    copyPage: 'Бетті көшіру',
    copyMarkdown: 'Бетті Markdown ретінде көшіру',
    viewMarkdown: 'Markdown ретінде қарау',
    openIn: '{{name}} ішінде ашу',
    pageActions: 'Беттің басқа әрекеттері',
    chatPrompt: '{{url}} бетін оқы, сонда мен ол туралы сұрақ қоя аламын.',
    community: 'Қауымдастық',
    onThisPage: 'Осы бетте',
    reportIssue: 'Мәселе туралы хабарлау',
    editPage: 'Осы бетті өңдеу',
    previousPage: 'Алдыңғы бет',
    nextPage: 'Келесі бет',
    notTranslated: 'Бұл бет әлі аударылмаған: ағылшынша нұсқасы көрсетілуде.',
  },
} satisfies MessagesOf<typeof en>;
