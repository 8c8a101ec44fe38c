import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtreeri malle kategooria järgi',
    all: 'Kõik',
    count_one: '{{number}} mall',
    count_other: '{{number}} malli',
    countInCategory: '{{count}} kategoorias {{category}}',
    empty: 'Selles kategoorias pole veel malle.',
    mainScreen: 'Malli {{name}} põhivaade',
    screenshots: 'Malli {{name}} ekraanipildid',
    screenshot: 'Mall {{name}}, ekraanipilt {{index}}/{{total}}',
    use: 'Kasuta seda malli',
    demo: 'Otsedemo',
    repository: 'Hoidla',
    branch: 'haru',
    folder: 'kaust',
    licence: 'Litsents:',
    free: 'Tasuta',
    premium: 'Premium',
    draft: 'Mustand',
    related: 'Seotud mallid',
    category: {
      docs: 'Dokumentatsioon',
      blog: 'Blogi',
      minimal: 'Minimalistlik',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
