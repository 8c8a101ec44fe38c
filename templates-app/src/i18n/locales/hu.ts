import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Sablonok szűrése kategória szerint',
    all: 'Összes',
    count_one: '{{number}} sablon',
    count_other: '{{number}} sablon',
    countInCategory: '{{count}} a(z) {{category}} kategóriában',
    empty: 'Ebben a kategóriában még nincsenek sablonok.',
    mainScreen: 'A(z) {{name}} sablon fő képernyője',
    screenshots: '{{name}} képernyőképei',
    screenshot: '{{name}} sablon, {{index}}/{{total}}. képernyőkép',
    use: 'Sablon használata',
    demo: 'Élő demó',
    repository: 'Tároló',
    branch: 'ág',
    folder: 'mappa',
    licence: 'Licenc:',
    free: 'Ingyenes',
    premium: 'Prémium',
    draft: 'Piszkozat',
    related: 'Kapcsolódó sablonok',
    category: {
      docs: 'Dokumentáció',
      blog: 'Blog',
      minimal: 'Minimalista',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
