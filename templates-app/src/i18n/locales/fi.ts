import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Suodata mallipohjia luokan mukaan',
    all: 'Kaikki',
    count_one: '{{number}} mallipohja',
    count_other: '{{number}} mallipohjaa',
    countInCategory: '{{count}} luokassa {{category}}',
    empty: 'Tässä luokassa ei ole vielä mallipohjia.',
    mainScreen: 'Mallipohjan {{name}} päänäkymä',
    screenshots: 'Kuvakaappaukset: {{name}}',
    screenshot: 'Mallipohja {{name}}, kuvakaappaus {{index}}/{{total}}',
    use: 'Käytä tätä mallipohjaa',
    demo: 'Live-demo',
    repository: 'Repositorio',
    branch: 'haara',
    folder: 'kansio',
    licence: 'Lisenssi:',
    free: 'Ilmainen',
    premium: 'Premium',
    draft: 'Luonnos',
    related: 'Samankaltaiset mallipohjat',
    category: {
      docs: 'Dokumentaatio',
      blog: 'Blogi',
      minimal: 'Minimaalinen',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
