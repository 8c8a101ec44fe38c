import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Vorlagen nach Kategorie filtern',
    all: 'Alle',
    count_one: '{{number}} Vorlage',
    count_other: '{{number}} Vorlagen',
    countInCategory: '{{count}} in {{category}}',
    empty: 'In dieser Kategorie gibt es noch keine Vorlagen.',
    mainScreen: 'Hauptansicht der Vorlage {{name}}',
    screenshots: 'Screenshots von {{name}}',
    screenshot: 'Vorlage {{name}}, Screenshot {{index}} von {{total}}',
    use: 'Diese Vorlage verwenden',
    demo: 'Live-Demo',
    repository: 'Repository',
    branch: 'Branch',
    folder: 'Ordner',
    licence: 'Lizenz:',
    free: 'Kostenlos',
    premium: 'Premium',
    draft: 'Entwurf',
    related: 'Ähnliche Vorlagen',
    category: {
      docs: 'Dokumentation',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
