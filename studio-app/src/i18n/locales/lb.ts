import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Monatlech Präisser ginn ugewisen',
    showingYearly: 'Joerlech Präisser ginn ugewisen',
    billingPeriod: 'Ofrechnungsperiod',
    monthly: 'Monatlech',
    yearly: 'Joerlech',
    perMonth: '/Mount',
    perYear: '/Joer',
    planIncludes: 'De Plang {{plan}} enthält',
    planAction: 'Plang {{plan}}',
    caption: "D'Pläng Funktioun fir Funktioun vergläichen",
    feature: 'Funktioun',
    included: 'Abegraff',
    notIncluded: 'Net abegraff',
    soon: 'Geschwënn',
    faq: 'Heefeg gestallte Froen',
  },
} satisfies MessagesOf<typeof en>;
