import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrar modelos por categoria',
    all: 'Todos',
    count_one: '{{number}} modelo',
    count_many: '{{number}} de modelos',
    count_other: '{{number}} modelos',
    countInCategory: '{{count}} em {{category}}',
    empty: 'Ainda não existem modelos nesta categoria.',
    mainScreen: 'Ecrã principal do modelo {{name}}',
    screenshots: 'Capturas de ecrã de {{name}}',
    screenshot: 'Modelo {{name}}, captura {{index}} de {{total}}',
    use: 'Usar este modelo',
    demo: 'Demonstração em direto',
    repository: 'Repositório',
    branch: 'branch',
    folder: 'pasta',
    licence: 'Licença:',
    free: 'Grátis',
    premium: 'Premium',
    draft: 'Rascunho',
    related: 'Modelos relacionados',
    category: {
      docs: 'Documentação',
      blog: 'Blog',
      minimal: 'Minimalista',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
