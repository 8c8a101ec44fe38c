import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Сарын үнийг харуулж байна',
    showingYearly: 'Жилийн үнийг харуулж байна',
    billingPeriod: 'Төлбөрийн хугацаа',
    monthly: 'Сар бүр',
    yearly: 'Жил бүр',
    perMonth: '/сар',
    perYear: '/жил',
    planIncludes: '{{plan}} багцад багтсан',
    planAction: '{{plan}} багц',
    caption: 'Багцуудыг боломж бүрээр харьцуулах',
    feature: 'Боломж',
    included: 'Багтсан',
    notIncluded: 'Багтаагүй',
    soon: 'Удахгүй',
    faq: 'Түгээмэл асуултууд',
  },
} satisfies MessagesOf<typeof en>;
