import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Об этой странице',
    copyPage: 'Скопировать страницу',
    copyMarkdown: 'Скопировать страницу в Markdown',
    viewMarkdown: 'Открыть в формате Markdown',
    openIn: 'Открыть в {{name}}',
    pageActions: 'Другие действия со страницей',
    chatPrompt: 'Прочитай {{url}}, чтобы я мог задавать вопросы по этой странице.',
    community: 'Сообщество',
    onThisPage: 'На этой странице',
    reportIssue: 'Сообщить о проблеме',
    editPage: 'Редактировать эту страницу',
    previousPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    notTranslated: 'Эта страница ещё не переведена: показана английская версия.',
  },
} satisfies MessagesOf<typeof en>;
