import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtra i modelli per categoria',
    all: 'Tutti',
    count_one: '{{number}} modello',
    count_many: '{{number}} di modelli',
    count_other: '{{number}} modelli',
    countInCategory: '{{count}} in {{category}}',
    empty: 'Ancora nessun modello in questa categoria.',
    mainScreen: 'Schermata principale del modello {{name}}',
    screenshots: 'Screenshot di {{name}}',
    screenshot: 'Modello {{name}}, screenshot {{index}} di {{total}}',
    use: 'Usa questo modello',
    demo: 'Demo dal vivo',
    repository: 'Repository',
    branch: 'branch',
    folder: 'cartella',
    licence: 'Licenza:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Bozza',
    related: 'Modelli correlati',
    category: {
      docs: 'Documentazione',
      blog: 'Blog',
      minimal: 'Minimale',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
