import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Дар бораи ин саҳифа',
    copyPage: 'Нусхабардории саҳифа',
    copyMarkdown: 'Нусхабардории саҳифа ҳамчун Markdown',
    viewMarkdown: 'Дидан ҳамчун Markdown',
    openIn: 'Кушодан дар {{name}}',
    pageActions: 'Амалҳои дигари саҳифа',
    chatPrompt: '{{url}}-ро хон, то ман дар бораи он савол диҳам.',
    community: 'Ҷомеа',
    onThisPage: 'Дар ин саҳифа',
    reportIssue: 'Хабар додан дар бораи мушкил',
    editPage: 'Таҳрири ин саҳифа',
    previousPage: 'Саҳифаи қаблӣ',
    nextPage: 'Саҳифаи баъдӣ',
    notTranslated: 'Ин саҳифа ҳоло тарҷума нашудааст: нусхаи англисӣ нишон дода мешавад.',
  },
} satisfies MessagesOf<typeof en>;
