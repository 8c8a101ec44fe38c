import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Фільтрувати шаблони за категорією',
    all: 'Усі',
    count_one: '{{number}} шаблон',
    count_few: '{{number}} шаблони',
    count_many: '{{number}} шаблонів',
    count_other: '{{number}} шаблону',
    countInCategory: '{{count}} у категорії {{category}}',
    empty: 'У цій категорії ще немає шаблонів.',
    mainScreen: 'Головний екран шаблону {{name}}',
    screenshots: 'Знімки екрана {{name}}',
    screenshot: 'Шаблон {{name}}, знімок {{index}} з {{total}}',
    use: 'Використати цей шаблон',
    demo: 'Живе демо',
    repository: 'Репозиторій',
    branch: 'гілка',
    folder: 'тека',
    licence: 'Ліцензія:',
    free: 'Безкоштовно',
    premium: 'Преміум',
    draft: 'Чернетка',
    related: 'Схожі шаблони',
    category: {
      docs: 'Документація',
      blog: 'Блог',
      minimal: 'Мінімалістичний',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
