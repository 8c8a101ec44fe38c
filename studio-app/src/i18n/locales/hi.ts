import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'मासिक कीमतें दिखाई जा रही हैं',
    showingYearly: 'वार्षिक कीमतें दिखाई जा रही हैं',
    billingPeriod: 'बिलिंग अवधि',
    monthly: 'मासिक',
    yearly: 'वार्षिक',
    perMonth: '/माह',
    perYear: '/वर्ष',
    planIncludes: '{{plan}} प्लान में शामिल है',
    planAction: '{{plan}} प्लान',
    caption: 'प्लान की तुलना सुविधा-दर-सुविधा करें',
    feature: 'सुविधा',
    included: 'शामिल',
    notIncluded: 'शामिल नहीं',
    soon: 'जल्द आ रहा है',
    faq: 'अक्सर पूछे जाने वाले प्रश्न',
  },
} satisfies MessagesOf<typeof en>;
