import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'กำลังแสดงราคารายเดือน',
    showingYearly: 'กำลังแสดงราคารายปี',
    billingPeriod: 'รอบการเรียกเก็บเงิน',
    monthly: 'รายเดือน',
    yearly: 'รายปี',
    perMonth: '/เดือน',
    perYear: '/ปี',
    planIncludes: 'แพ็กเกจ {{plan}} ประกอบด้วย',
    planAction: 'แพ็กเกจ {{plan}}',
    caption: 'เปรียบเทียบแพ็กเกจทีละฟีเจอร์',
    feature: 'ฟีเจอร์',
    included: 'รวมอยู่',
    notIncluded: 'ไม่รวม',
    soon: 'เร็ว ๆ นี้',
    faq: 'คำถามที่พบบ่อย',
  },
} satisfies MessagesOf<typeof en>;
