import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Mostrando preços mensais',
    showingYearly: 'Mostrando preços anuais',
    billingPeriod: 'Período de cobrança',
    monthly: 'Mensal',
    yearly: 'Anual',
    perMonth: '/mês',
    perYear: '/ano',
    planIncludes: 'O plano {{plan}} inclui',
    planAction: 'Plano {{plan}}',
    caption: 'Compare os planos recurso por recurso',
    feature: 'Recurso',
    included: 'Incluído',
    notIncluded: 'Não incluído',
    soon: 'Em breve',
    faq: 'Perguntas frequentes',
  },
} satisfies MessagesOf<typeof en>;
