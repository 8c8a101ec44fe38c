import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Айлық бағалар көрсетілген',
    showingYearly: 'Жылдық бағалар көрсетілген',
    billingPeriod: 'Төлем кезеңі',
    monthly: 'Ай сайын',
    yearly: 'Жыл сайын',
    perMonth: '/ай',
    perYear: '/жыл',
    planIncludes: '{{plan}} жоспарына кіреді',
    planAction: '{{plan}} жоспары',
    caption: 'Жоспарларды мүмкіндіктер бойынша салыстырыңыз',
    feature: 'Мүмкіндік',
    included: 'Кіреді',
    notIncluded: 'Кірмейді',
    soon: 'Жақында',
    faq: 'Жиі қойылатын сұрақтар',
  },
} satisfies MessagesOf<typeof en>;
