import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrovať šablóny podľa kategórie',
    all: 'Všetky',
    count_one: '{{number}} šablóna',
    count_few: '{{number}} šablóny',
    count_many: '{{number}} šablóny',
    count_other: '{{number}} šablón',
    countInCategory: '{{count}} v kategórii {{category}}',
    empty: 'V tejto kategórii zatiaľ nie sú žiadne šablóny.',
    mainScreen: 'Hlavná obrazovka šablóny {{name}}',
    screenshots: 'Snímky obrazovky: {{name}}',
    screenshot: 'Šablóna {{name}}, snímka {{index}} z {{total}}',
    use: 'Použiť túto šablónu',
    demo: 'Živé demo',
    repository: 'Repozitár',
    branch: 'vetva',
    folder: 'priečinok',
    licence: 'Licencia:',
    free: 'Zadarmo',
    premium: 'Premium',
    draft: 'Koncept',
    related: 'Súvisiace šablóny',
    category: {
      docs: 'Dokumentácia',
      blog: 'Blog',
      minimal: 'Minimalistická',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
