import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrar templates por categoria',
    all: 'Todos',
    count_one: '{{number}} template',
    count_many: '{{number}} de templates',
    count_other: '{{number}} templates',
    countInCategory: '{{count}} em {{category}}',
    empty: 'Ainda não há templates nesta categoria.',
    mainScreen: 'Tela principal do template {{name}}',
    screenshots: 'Capturas de tela de {{name}}',
    screenshot: 'Template {{name}}, captura {{index}} de {{total}}',
    use: 'Usar este template',
    demo: 'Demonstração ao vivo',
    repository: 'Repositório',
    branch: 'branch',
    folder: 'pasta',
    licence: 'Licença:',
    free: 'Grátis',
    premium: 'Premium',
    draft: 'Rascunho',
    related: 'Templates relacionados',
    category: {
      docs: 'Documentação',
      blog: 'Blog',
      minimal: 'Minimalista',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
