import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Показани са месечните цени',
    showingYearly: 'Показани са годишните цени',
    billingPeriod: 'Период на фактуриране',
    monthly: 'Месечно',
    yearly: 'Годишно',
    perMonth: '/месец',
    perYear: '/година',
    planIncludes: 'Планът {{plan}} включва',
    planAction: 'План {{plan}}',
    caption: 'Сравнете плановете функция по функция',
    feature: 'Функция',
    included: 'Включено',
    notIncluded: 'Не е включено',
    soon: 'Скоро',
    faq: 'Често задавани въпроси',
  },
} satisfies MessagesOf<typeof en>;
