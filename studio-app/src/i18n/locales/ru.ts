import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Показаны цены за месяц',
    showingYearly: 'Показаны цены за год',
    billingPeriod: 'Период оплаты',
    monthly: 'Ежемесячно',
    yearly: 'Ежегодно',
    perMonth: '/мес.',
    perYear: '/год',
    planIncludes: 'В тариф {{plan}} входит',
    planAction: 'Тариф {{plan}}',
    caption: 'Сравните тарифы по возможностям',
    feature: 'Возможность',
    included: 'Входит',
    notIncluded: 'Не входит',
    soon: 'Скоро',
    faq: 'Часто задаваемые вопросы',
  },
} satisfies MessagesOf<typeof en>;
