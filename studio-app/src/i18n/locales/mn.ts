import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
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
