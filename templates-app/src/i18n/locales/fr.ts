import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Filtrer les modèles par catégorie',
    all: 'Tous',
    count_one: '{{number}} modèle',
    count_many: '{{number}} de modèles',
    count_other: '{{number}} modèles',
    countInCategory: '{{count}} dans {{category}}',
    empty: "Aucun modèle dans cette catégorie pour l'instant.",
    mainScreen: 'Écran principal du modèle {{name}}',
    screenshots: "Captures d'écran de {{name}}",
    screenshot: "Modèle {{name}}, capture d'écran {{index}} sur {{total}}",
    use: 'Utiliser ce modèle',
    demo: 'Démo en ligne',
    repository: 'Dépôt',
    branch: 'branche',
    folder: 'dossier',
    licence: 'Licence :',
    free: 'Gratuit',
    premium: 'Premium',
    draft: 'Brouillon',
    related: 'Modèles similaires',
    category: {
      docs: 'Documentation',
      blog: 'Blog',
      minimal: 'Minimal',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
