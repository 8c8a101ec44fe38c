import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrează șabloanele după categorie',
    all: 'Toate',
    count_one: '{{number}} șablon',
    count_few: '{{number}} șabloane',
    count_other: '{{number}} de șabloane',
    countInCategory: '{{count}} în {{category}}',
    empty: 'Încă nu există șabloane în această categorie.',
    mainScreen: 'Ecranul principal al șablonului {{name}}',
    screenshots: 'Capturi de ecran {{name}}',
    screenshot: 'Șablonul {{name}}, captura {{index}} din {{total}}',
    use: 'Folosește acest șablon',
    demo: 'Demo live',
    repository: 'Depozit',
    branch: 'ramură',
    folder: 'dosar',
    licence: 'Licență:',
    free: 'Gratuit',
    premium: 'Premium',
    draft: 'Ciornă',
    related: 'Șabloane similare',
    category: {
      docs: 'Documentație',
      blog: 'Blog',
      minimal: 'Minimalist',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
