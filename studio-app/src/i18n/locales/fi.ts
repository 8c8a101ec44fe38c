import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Näytetään kuukausihinnat',
    showingYearly: 'Näytetään vuosihinnat',
    billingPeriod: 'Laskutuskausi',
    monthly: 'Kuukausittain',
    yearly: 'Vuosittain',
    perMonth: '/kk',
    perYear: '/v',
    planIncludes: '{{plan}}-paketti sisältää',
    planAction: '{{plan}}-paketti',
    caption: 'Vertaile paketteja ominaisuus kerrallaan',
    feature: 'Ominaisuus',
    included: 'Sisältyy',
    notIncluded: 'Ei sisälly',
    soon: 'Tulossa',
    faq: 'Usein kysytyt kysymykset',
  },
} satisfies MessagesOf<typeof en>;
