import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrar plantillas por categoría',
    all: 'Todas',
    count_one: '{{number}} plantilla',
    count_many: '{{number}} de plantillas',
    count_other: '{{number}} plantillas',
    countInCategory: '{{count}} en {{category}}',
    empty: 'Todavía no hay plantillas en esta categoría.',
    mainScreen: 'Pantalla principal de la plantilla {{name}}',
    screenshots: 'Capturas de pantalla de {{name}}',
    screenshot: 'Plantilla {{name}}, captura {{index}} de {{total}}',
    use: 'Usar esta plantilla',
    demo: 'Demo en vivo',
    repository: 'Repositorio',
    branch: 'rama',
    folder: 'carpeta',
    licence: 'Licencia:',
    free: 'Gratis',
    premium: 'Premium',
    draft: 'Borrador',
    related: 'Plantillas relacionadas',
    category: {
      docs: 'Documentación',
      blog: 'Blog',
      minimal: 'Minimalista',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
