import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Es mostren els preus mensuals',
    showingYearly: 'Es mostren els preus anuals',
    billingPeriod: 'Període de facturació',
    monthly: 'Mensual',
    yearly: 'Anual',
    perMonth: '/mes',
    perYear: '/any',
    planIncludes: 'El pla {{plan}} inclou',
    planAction: 'Pla {{plan}}',
    caption: 'Compara els plans funcionalitat per funcionalitat',
    feature: 'Funcionalitat',
    included: 'Inclòs',
    notIncluded: 'No inclòs',
    soon: 'Aviat',
    faq: 'Preguntes freqüents',
  },
} satisfies MessagesOf<typeof en>;
