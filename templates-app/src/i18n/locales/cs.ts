import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrovat šablony podle kategorie',
    all: 'Vše',
    count_one: '{{number}} šablona',
    count_few: '{{number}} šablony',
    count_many: '{{number}} šablony',
    count_other: '{{number}} šablon',
    countInCategory: '{{count}} v kategorii {{category}}',
    empty: 'V této kategorii zatím nejsou žádné šablony.',
    mainScreen: 'Hlavní obrazovka šablony {{name}}',
    screenshots: 'Snímky obrazovky: {{name}}',
    screenshot: 'Šablona {{name}}, snímek {{index}} z {{total}}',
    use: 'Použít tuto šablonu',
    demo: 'Živé demo',
    repository: 'Repozitář',
    branch: 'větev',
    folder: 'složka',
    licence: 'Licence:',
    free: 'Zdarma',
    premium: 'Premium',
    draft: 'Koncept',
    related: 'Související šablony',
    category: {
      docs: 'Dokumentace',
      blog: 'Blog',
      minimal: 'Minimalistická',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
