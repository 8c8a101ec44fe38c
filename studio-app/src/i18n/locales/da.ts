import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Månedlige priser vises',
    showingYearly: 'Årlige priser vises',
    billingPeriod: 'Faktureringsperiode',
    monthly: 'Månedlig',
    yearly: 'Årlig',
    perMonth: '/måned',
    perYear: '/år',
    planIncludes: '{{plan}}-abonnementet omfatter',
    planAction: '{{plan}}-abonnement',
    caption: 'Sammenlign abonnementerne funktion for funktion',
    feature: 'Funktion',
    included: 'Inkluderet',
    notIncluded: 'Ikke inkluderet',
    soon: 'Snart',
    faq: 'Ofte stillede spørgsmål',
  },
} satisfies MessagesOf<typeof en>;
