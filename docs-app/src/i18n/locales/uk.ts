import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Про цю сторінку',
    copyPage: 'Скопіювати сторінку',
    copyMarkdown: 'Скопіювати сторінку в Markdown',
    viewMarkdown: 'Переглянути як Markdown',
    openIn: 'Відкрити в {{name}}',
    pageActions: 'Інші дії зі сторінкою',
    chatPrompt: 'Прочитай {{url}}, щоб я міг ставити запитання про цю сторінку.',
    community: 'Спільнота',
    onThisPage: 'На цій сторінці',
    reportIssue: 'Повідомити про проблему',
    editPage: 'Редагувати цю сторінку',
    previousPage: 'Попередня сторінка',
    nextPage: 'Наступна сторінка',
    notTranslated: 'Ця сторінка ще не перекладена: показано англійську версію.',
  },
} satisfies MessagesOf<typeof en>;
