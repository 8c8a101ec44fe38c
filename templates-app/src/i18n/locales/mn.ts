import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Загваруудыг ангиллаар шүүх',
    all: 'Бүгд',
    count_one: '{{number}} загвар',
    count_other: '{{number}} загвар',
    countInCategory: '{{category}} ангилалд {{count}}',
    empty: 'Энэ ангилалд одоогоор загвар алга.',
    mainScreen: '{{name}} загварын үндсэн дэлгэц',
    screenshots: '{{name}}-ийн дэлгэцийн зургууд',
    screenshot: '{{name}} загвар, дэлгэцийн зураг {{index}}/{{total}}',
    use: 'Энэ загварыг ашиглах',
    demo: 'Шууд демо',
    repository: 'Репозитор',
    branch: 'салбар',
    folder: 'хавтас',
    licence: 'Лиценз:',
    free: 'Үнэгүй',
    premium: 'Премиум',
    draft: 'Ноорог',
    related: 'Холбоотой загварууд',
    category: {
      docs: 'Баримт бичиг',
      blog: 'Блог',
      minimal: 'Минимал',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
