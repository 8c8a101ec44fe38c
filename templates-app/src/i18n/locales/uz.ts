import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Andozalarni turkum boʻyicha saralash',
    all: 'Hammasi',
    count_one: '{{number}} ta andoza',
    count_other: '{{number}} ta andoza',
    countInCategory: '{{category}} turkumida {{count}} ta',
    empty: 'Bu turkumda hali andozalar yoʻq.',
    mainScreen: '{{name}} andozasining asosiy ekrani',
    screenshots: '{{name}} skrinshotlari',
    screenshot: '{{name}} andozasi, skrinshot {{index}}/{{total}}',
    use: 'Ushbu andozadan foydalanish',
    demo: 'Jonli demo',
    repository: 'Repozitoriy',
    branch: 'tarmoq',
    folder: 'jild',
    licence: 'Litsenziya:',
    free: 'Bepul',
    premium: 'Premium',
    draft: 'Qoralama',
    related: 'Oʻxshash andozalar',
    category: {
      docs: 'Hujjatlar',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
