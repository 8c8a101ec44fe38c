import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Prix mensuels affichés',
    showingYearly: 'Prix annuels affichés',
    billingPeriod: 'Période de facturation',
    monthly: 'Mensuel',
    yearly: 'Annuel',
    perMonth: '/mois',
    perYear: '/an',
    planIncludes: "L'offre {{plan}} comprend",
    planAction: 'Offre {{plan}}',
    caption: 'Comparez les offres fonctionnalité par fonctionnalité',
    feature: 'Fonctionnalité',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    soon: 'Bientôt',
    faq: 'Questions fréquentes',
  },
} satisfies MessagesOf<typeof en>;
