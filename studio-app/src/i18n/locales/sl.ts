import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Prikazane so mesečne cene',
    showingYearly: 'Prikazane so letne cene',
    billingPeriod: 'Obračunsko obdobje',
    monthly: 'Mesečno',
    yearly: 'Letno',
    perMonth: '/mesec',
    perYear: '/leto',
    planIncludes: 'Paket {{plan}} vključuje',
    planAction: 'Paket {{plan}}',
    caption: 'Primerjajte pakete funkcijo za funkcijo',
    feature: 'Funkcija',
    included: 'Vključeno',
    notIncluded: 'Ni vključeno',
    soon: 'Kmalu',
    faq: 'Pogosta vprašanja',
  },
} satisfies MessagesOf<typeof en>;
