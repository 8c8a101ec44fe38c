import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Näidatakse kuuhindu',
    showingYearly: 'Näidatakse aastahindu',
    billingPeriod: 'Arveldusperiood',
    monthly: 'Igakuine',
    yearly: 'Iga-aastane',
    perMonth: '/kuu',
    perYear: '/aasta',
    planIncludes: 'Pakett {{plan}} sisaldab',
    planAction: 'Pakett {{plan}}',
    caption: 'Võrdle pakette funktsioonide kaupa',
    feature: 'Funktsioon',
    included: 'Sisaldub',
    notIncluded: 'Ei sisaldu',
    soon: 'Peagi',
    faq: 'Korduma kippuvad küsimused',
  },
} satisfies MessagesOf<typeof en>;
