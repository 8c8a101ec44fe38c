import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Филтрирай шаблоните по категория',
    all: 'Всички',
    count_one: '{{number}} шаблон',
    count_other: '{{number}} шаблона',
    countInCategory: '{{count}} в {{category}}',
    empty: 'В тази категория все още няма шаблони.',
    mainScreen: 'Основен екран на шаблона {{name}}',
    screenshots: 'Екранни снимки на {{name}}',
    screenshot: 'Шаблон {{name}}, екранна снимка {{index}} от {{total}}',
    use: 'Използвай този шаблон',
    demo: 'Демо на живо',
    repository: 'Хранилище',
    branch: 'клон',
    folder: 'папка',
    licence: 'Лиценз:',
    free: 'Безплатно',
    premium: 'Премиум',
    draft: 'Чернова',
    related: 'Свързани шаблони',
    category: {
      docs: 'Документация',
      blog: 'Блог',
      minimal: 'Минималистичен',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
