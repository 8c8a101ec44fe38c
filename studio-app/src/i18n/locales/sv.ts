import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Månadspriser visas',
    showingYearly: 'Årspriser visas',
    billingPeriod: 'Faktureringsperiod',
    monthly: 'Månadsvis',
    yearly: 'Årsvis',
    perMonth: '/månad',
    perYear: '/år',
    planIncludes: '{{plan}}-planen innehåller',
    planAction: '{{plan}}-planen',
    caption: 'Jämför planerna funktion för funktion',
    feature: 'Funktion',
    included: 'Ingår',
    notIncluded: 'Ingår inte',
    soon: 'Snart',
    faq: 'Vanliga frågor',
  },
} satisfies MessagesOf<typeof en>;
