import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'نرخە مانگانەکان پیشان دەدرێن',
    showingYearly: 'نرخە ساڵانەکان پیشان دەدرێن',
    billingPeriod: 'ماوەی پارەدان',
    monthly: 'مانگانە',
    yearly: 'ساڵانە',
    perMonth: '/مانگ',
    perYear: '/ساڵ',
    planIncludes: 'پلانی {{plan}} ئەمانە لەخۆدەگرێت',
    planAction: 'پلانی {{plan}}',
    caption: 'پلانەکان تایبەتمەندی بە تایبەتمەندی بەراورد بکە',
    feature: 'تایبەتمەندی',
    included: 'لەخۆگیراوە',
    notIncluded: 'لەخۆنەگیراوە',
    soon: 'بەم زووانە',
    faq: 'پرسیارە باوەکان',
  },
} satisfies MessagesOf<typeof en>;
