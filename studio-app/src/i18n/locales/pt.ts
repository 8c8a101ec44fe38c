import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'A mostrar preços mensais',
    showingYearly: 'A mostrar preços anuais',
    billingPeriod: 'Período de faturação',
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
