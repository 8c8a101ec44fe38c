import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Prezzi mensili visualizzati',
    showingYearly: 'Prezzi annuali visualizzati',
    billingPeriod: 'Periodo di fatturazione',
    monthly: 'Mensile',
    yearly: 'Annuale',
    perMonth: '/mese',
    perYear: '/anno',
    planIncludes: 'Il piano {{plan}} include',
    planAction: 'Piano {{plan}}',
    caption: 'Confronta i piani funzionalità per funzionalità',
    feature: 'Funzionalità',
    included: 'Incluso',
    notIncluded: 'Non incluso',
    soon: 'Presto',
    faq: 'Domande frequenti',
  },
} satisfies MessagesOf<typeof en>;
