import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Templates filteren op categorie',
    all: 'Alle',
    count_one: '{{number}} template',
    count_other: '{{number}} templates',
    countInCategory: '{{count}} in {{category}}',
    empty: 'Nog geen templates in deze categorie.',
    mainScreen: 'Hoofdscherm van de template {{name}}',
    screenshots: 'Schermafbeeldingen van {{name}}',
    screenshot: 'Template {{name}}, schermafbeelding {{index}} van {{total}}',
    use: 'Deze template gebruiken',
    demo: 'Live demo',
    repository: 'Repository',
    branch: 'branch',
    folder: 'map',
    licence: 'Licentie:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Concept',
    related: 'Gerelateerde templates',
    category: {
      docs: 'Documentatie',
      blog: 'Blog',
      minimal: 'Minimaal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
