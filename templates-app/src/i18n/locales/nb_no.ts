import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrer maler etter kategori',
    all: 'Alle',
    count_one: '{{number}} mal',
    count_other: '{{number}} maler',
    countInCategory: '{{count}} i {{category}}',
    empty: 'Ingen maler i denne kategorien ennå.',
    mainScreen: 'Hovedskjermen til malen {{name}}',
    screenshots: 'Skjermbilder av {{name}}',
    screenshot: 'Malen {{name}}, skjermbilde {{index}} av {{total}}',
    use: 'Bruk denne malen',
    demo: 'Live-demo',
    repository: 'Repository',
    branch: 'gren',
    folder: 'mappe',
    licence: 'Lisens:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Utkast',
    related: 'Relaterte maler',
    category: {
      docs: 'Dokumentasjon',
      blog: 'Blogg',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
