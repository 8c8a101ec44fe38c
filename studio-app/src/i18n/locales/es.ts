import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Se muestran los precios mensuales',
    showingYearly: 'Se muestran los precios anuales',
    billingPeriod: 'Periodo de facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    perMonth: '/mes',
    perYear: '/año',
    planIncludes: 'El plan {{plan}} incluye',
    planAction: 'Plan {{plan}}',
    caption: 'Compara los planes función por función',
    feature: 'Funcionalidad',
    included: 'Incluido',
    notIncluded: 'No incluido',
    soon: 'Próximamente',
    faq: 'Preguntas frecuentes',
  },
} satisfies MessagesOf<typeof en>;
