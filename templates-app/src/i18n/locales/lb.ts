import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Schablounen no Kategorie filteren',
    all: 'All',
    count_one: '{{number}} Schabloun',
    count_other: '{{number}} Schablounen',
    countInCategory: '{{count}} an {{category}}',
    empty: 'An dëser Kategorie gëtt et nach keng Schablounen.',
    mainScreen: 'Haaptusiicht vun der Schabloun {{name}}',
    screenshots: 'Screenshots vun {{name}}',
    screenshot: 'Schabloun {{name}}, Screenshot {{index}} vun {{total}}',
    use: 'Dës Schabloun benotzen',
    demo: 'Live-Demo',
    repository: 'Repository',
    branch: 'Branch',
    folder: 'Dossier',
    licence: 'Lizenz:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Entworf',
    related: 'Ähnlech Schablounen',
    category: {
      docs: 'Dokumentatioun',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
