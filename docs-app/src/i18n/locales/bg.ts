import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'За тази страница',
    copyPage: 'Копирай страницата',
    copyMarkdown: 'Копирай страницата като Markdown',
    viewMarkdown: 'Виж като Markdown',
    openIn: 'Отвори в {{name}}',
    pageActions: 'Още действия за страницата',
    chatPrompt: 'Прочети {{url}}, за да мога да задавам въпроси за нея.',
    community: 'Общност',
    onThisPage: 'На тази страница',
    reportIssue: 'Докладвай проблем',
    editPage: 'Редактирай тази страница',
    previousPage: 'Предишна страница',
    nextPage: 'Следваща страница',
    notTranslated: 'Тази страница все още не е преведена: показва се английската версия.',
  },
} satisfies MessagesOf<typeof en>;
