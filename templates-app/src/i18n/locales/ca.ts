import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtra les plantilles per categoria',
    all: 'Totes',
    count_one: '{{number}} plantilla',
    count_many: '{{number}} de plantilles',
    count_other: '{{number}} plantilles',
    countInCategory: '{{count}} a {{category}}',
    empty: 'Encara no hi ha plantilles en aquesta categoria.',
    mainScreen: 'Pantalla principal de la plantilla {{name}}',
    screenshots: 'Captures de pantalla de {{name}}',
    screenshot: 'Plantilla {{name}}, captura {{index}} de {{total}}',
    use: 'Utilitza aquesta plantilla',
    demo: 'Demostració en directe',
    repository: 'Repositori',
    branch: 'branca',
    folder: 'carpeta',
    licence: 'Llicència:',
    free: 'Gratuïta',
    premium: 'Premium',
    draft: 'Esborrany',
    related: 'Plantilles relacionades',
    category: {
      docs: 'Documentació',
      blog: 'Blog',
      minimal: 'Minimalista',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
