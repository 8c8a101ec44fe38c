import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrera mallar efter kategori',
    all: 'Alla',
    count_one: '{{number}} mall',
    count_other: '{{number}} mallar',
    countInCategory: '{{count}} i {{category}}',
    empty: 'Inga mallar i den här kategorin ännu.',
    mainScreen: 'Huvudvy för mallen {{name}}',
    screenshots: 'Skärmbilder av {{name}}',
    screenshot: 'Mallen {{name}}, skärmbild {{index}} av {{total}}',
    use: 'Använd den här mallen',
    demo: 'Livedemo',
    repository: 'Repository',
    branch: 'gren',
    folder: 'mapp',
    licence: 'Licens:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Utkast',
    related: 'Relaterade mallar',
    category: {
      docs: 'Dokumentation',
      blog: 'Blogg',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
