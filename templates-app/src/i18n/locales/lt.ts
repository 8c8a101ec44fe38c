import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtruoti šablonus pagal kategoriją',
    all: 'Visi',
    count_one: '{{number}} šablonas',
    count_few: '{{number}} šablonai',
    count_many: '{{number}} šablono',
    count_other: '{{number}} šablonų',
    countInCategory: '{{count}} kategorijoje {{category}}',
    empty: 'Šioje kategorijoje šablonų dar nėra.',
    mainScreen: 'Šablono {{name}} pagrindinis ekranas',
    screenshots: '{{name}} ekrano kopijos',
    screenshot: 'Šablonas {{name}}, ekrano kopija {{index}} iš {{total}}',
    use: 'Naudoti šį šabloną',
    demo: 'Tiesioginė demonstracija',
    repository: 'Saugykla',
    branch: 'šaka',
    folder: 'aplankas',
    licence: 'Licencija:',
    free: 'Nemokamas',
    premium: 'Premium',
    draft: 'Juodraštis',
    related: 'Susiję šablonai',
    category: {
      docs: 'Dokumentacija',
      blog: 'Tinklaraštis',
      minimal: 'Minimalistinis',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
