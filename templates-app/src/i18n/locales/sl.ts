import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtriraj predloge po kategoriji',
    all: 'Vse',
    count_one: '{{number}} predloga',
    count_two: '{{number}} predlogi',
    count_few: '{{number}} predloge',
    count_other: '{{number}} predlog',
    countInCategory: '{{count}} v kategoriji {{category}}',
    empty: 'V tej kategoriji še ni predlog.',
    mainScreen: 'Glavni zaslon predloge {{name}}',
    screenshots: 'Posnetki zaslona: {{name}}',
    screenshot: 'Predloga {{name}}, posnetek {{index}} od {{total}}',
    use: 'Uporabi to predlogo',
    demo: 'Predstavitev v živo',
    repository: 'Repozitorij',
    branch: 'veja',
    folder: 'mapa',
    licence: 'Licenca:',
    free: 'Brezplačno',
    premium: 'Premium',
    draft: 'Osnutek',
    related: 'Sorodne predloge',
    category: {
      docs: 'Dokumentacija',
      blog: 'Blog',
      minimal: 'Minimalistična',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
