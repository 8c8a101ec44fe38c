import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Maandprijzen worden getoond',
    showingYearly: 'Jaarprijzen worden getoond',
    billingPeriod: 'Factuurperiode',
    monthly: 'Maandelijks',
    yearly: 'Jaarlijks',
    perMonth: '/maand',
    perYear: '/jaar',
    planIncludes: 'Het {{plan}}-abonnement bevat',
    planAction: '{{plan}}-abonnement',
    caption: 'Vergelijk de abonnementen functie voor functie',
    feature: 'Functie',
    included: 'Inbegrepen',
    notIncluded: 'Niet inbegrepen',
    soon: 'Binnenkort',
    faq: 'Veelgestelde vragen',
  },
} satisfies MessagesOf<typeof en>;
