import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Показано ціни за місяць',
    showingYearly: 'Показано ціни за рік',
    billingPeriod: 'Період оплати',
    monthly: 'Щомісяця',
    yearly: 'Щороку',
    perMonth: '/міс.',
    perYear: '/рік',
    planIncludes: 'До плану {{plan}} входить',
    planAction: 'План {{plan}}',
    caption: 'Порівняйте плани за можливостями',
    feature: 'Можливість',
    included: 'Входить',
    notIncluded: 'Не входить',
    soon: 'Незабаром',
    faq: 'Часті запитання',
  },
} satisfies MessagesOf<typeof en>;
