import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Ցուցադրվում են ամսական գները',
    showingYearly: 'Ցուցադրվում են տարեկան գները',
    billingPeriod: 'Վճարման ժամանակահատված',
    monthly: 'Ամսական',
    yearly: 'Տարեկան',
    perMonth: '/ամիս',
    perYear: '/տարի',
    planIncludes: '{{plan}} պլանը ներառում է',
    planAction: '{{plan}} պլան',
    caption: 'Համեմատեք պլանները ըստ հնարավորությունների',
    feature: 'Հնարավորություն',
    included: 'Ներառված է',
    notIncluded: 'Ներառված չէ',
    soon: 'Շուտով',
    faq: 'Հաճախ տրվող հարցեր',
  },
} satisfies MessagesOf<typeof en>;
