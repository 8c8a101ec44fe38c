import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrér skabeloner efter kategori',
    all: 'Alle',
    count_one: '{{number}} skabelon',
    count_other: '{{number}} skabeloner',
    countInCategory: '{{count}} i {{category}}',
    empty: 'Der er endnu ingen skabeloner i denne kategori.',
    mainScreen: 'Hovedskærm for skabelonen {{name}}',
    screenshots: 'Skærmbilleder af {{name}}',
    screenshot: 'Skabelonen {{name}}, skærmbillede {{index}} af {{total}}',
    use: 'Brug denne skabelon',
    demo: 'Live-demo',
    repository: 'Repository',
    branch: 'branch',
    folder: 'mappe',
    licence: 'Licens:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Kladde',
    related: 'Relaterede skabeloner',
    category: {
      docs: 'Dokumentation',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
