import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Фильтровать шаблоны по категории',
    all: 'Все',
    count_one: '{{number}} шаблон',
    count_few: '{{number}} шаблона',
    count_many: '{{number}} шаблонов',
    count_other: '{{number}} шаблона',
    countInCategory: '{{count}} в категории {{category}}',
    empty: 'В этой категории пока нет шаблонов.',
    mainScreen: 'Главный экран шаблона {{name}}',
    screenshots: 'Скриншоты {{name}}',
    screenshot: 'Шаблон {{name}}, скриншот {{index}} из {{total}}',
    use: 'Использовать этот шаблон',
    demo: 'Живое демо',
    repository: 'Репозиторий',
    branch: 'ветка',
    folder: 'папка',
    licence: 'Лицензия:',
    free: 'Бесплатно',
    premium: 'Премиум',
    draft: 'Черновик',
    related: 'Похожие шаблоны',
    category: {
      docs: 'Документация',
      blog: 'Блог',
      minimal: 'Минималистичный',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
