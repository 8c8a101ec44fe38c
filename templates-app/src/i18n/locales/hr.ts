import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtriraj predloške po kategoriji',
    all: 'Svi',
    count_one: '{{number}} predložak',
    count_few: '{{number}} predloška',
    count_other: '{{number}} predložaka',
    countInCategory: '{{count}} u kategoriji {{category}}',
    empty: 'U ovoj kategoriji još nema predložaka.',
    mainScreen: 'Glavni zaslon predloška {{name}}',
    screenshots: 'Snimke zaslona: {{name}}',
    screenshot: 'Predložak {{name}}, snimka {{index}} od {{total}}',
    use: 'Koristi ovaj predložak',
    demo: 'Demo uživo',
    repository: 'Repozitorij',
    branch: 'grana',
    folder: 'mapa',
    licence: 'Licenca:',
    free: 'Besplatno',
    premium: 'Premium',
    draft: 'Skica',
    related: 'Srodni predlošci',
    category: {
      docs: 'Dokumentacija',
      blog: 'Blog',
      minimal: 'Minimalistički',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
