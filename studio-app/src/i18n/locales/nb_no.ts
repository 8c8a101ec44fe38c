import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Månedspriser vises',
    showingYearly: 'Årspriser vises',
    billingPeriod: 'Faktureringsperiode',
    monthly: 'Månedlig',
    yearly: 'Årlig',
    perMonth: '/måned',
    perYear: '/år',
    planIncludes: '{{plan}}-abonnementet inkluderer',
    planAction: '{{plan}}-abonnement',
    caption: 'Sammenlign abonnementene funksjon for funksjon',
    feature: 'Funksjon',
    included: 'Inkludert',
    notIncluded: 'Ikke inkludert',
    soon: 'Snart',
    faq: 'Vanlige spørsmål',
  },
} satisfies MessagesOf<typeof en>;
