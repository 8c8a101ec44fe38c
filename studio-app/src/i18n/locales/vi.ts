import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Đang hiển thị giá theo tháng',
    showingYearly: 'Đang hiển thị giá theo năm',
    billingPeriod: 'Chu kỳ thanh toán',
    monthly: 'Hằng tháng',
    yearly: 'Hằng năm',
    perMonth: '/tháng',
    perYear: '/năm',
    planIncludes: 'Gói {{plan}} bao gồm',
    planAction: 'Gói {{plan}}',
    caption: 'So sánh các gói theo từng tính năng',
    feature: 'Tính năng',
    included: 'Có',
    notIncluded: 'Không có',
    soon: 'Sắp ra mắt',
    faq: 'Câu hỏi thường gặp',
  },
} satisfies MessagesOf<typeof en>;
