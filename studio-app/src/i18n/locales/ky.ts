import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Айлык баалар көрсөтүлдү',
    showingYearly: 'Жылдык баалар көрсөтүлдү',
    billingPeriod: 'Төлөм мезгили',
    monthly: 'Ай сайын',
    yearly: 'Жыл сайын',
    perMonth: '/ай',
    perYear: '/жыл',
    planIncludes: '{{plan}} планына кирет',
    planAction: '{{plan}} планы',
    caption: 'Пландарды мүмкүнчүлүктөр боюнча салыштырыңыз',
    feature: 'Мүмкүнчүлүк',
    included: 'Кирет',
    notIncluded: 'Кирбейт',
    soon: 'Жакында',
    faq: 'Көп берилүүчү суроолор',
  },
} satisfies MessagesOf<typeof en>;
