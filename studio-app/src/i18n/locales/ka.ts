import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'ნაჩვენებია თვიური ფასები',
    showingYearly: 'ნაჩვენებია წლიური ფასები',
    billingPeriod: 'ანგარიშსწორების პერიოდი',
    monthly: 'თვიური',
    yearly: 'წლიური',
    perMonth: '/თვე',
    perYear: '/წელი',
    planIncludes: '{{plan}} გეგმა მოიცავს',
    planAction: '{{plan}} გეგმა',
    caption: 'შეადარეთ გეგმები შესაძლებლობების მიხედვით',
    feature: 'შესაძლებლობა',
    included: 'შედის',
    notIncluded: 'არ შედის',
    soon: 'მალე',
    faq: 'ხშირად დასმული კითხვები',
  },
} satisfies MessagesOf<typeof en>;
