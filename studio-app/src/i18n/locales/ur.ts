import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'ماہانہ قیمتیں دکھائی جا رہی ہیں',
    showingYearly: 'سالانہ قیمتیں دکھائی جا رہی ہیں',
    billingPeriod: 'بلنگ کی مدت',
    monthly: 'ماہانہ',
    yearly: 'سالانہ',
    perMonth: '/ماہ',
    perYear: '/سال',
    planIncludes: '{{plan}} پلان میں شامل ہے',
    planAction: '{{plan}} پلان',
    caption: 'پلانز کا ہر خصوصیت کے لحاظ سے موازنہ کریں',
    feature: 'خصوصیت',
    included: 'شامل',
    notIncluded: 'شامل نہیں',
    soon: 'جلد آ رہا ہے',
    faq: 'اکثر پوچھے جانے والے سوالات',
  },
} satisfies MessagesOf<typeof en>;
