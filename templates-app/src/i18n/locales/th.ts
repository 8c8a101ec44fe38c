import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'กรองเทมเพลตตามหมวดหมู่',
    all: 'ทั้งหมด',
    count_one: '{{number}} เทมเพลต',
    count_other: '{{number}} เทมเพลต',
    countInCategory: '{{count}} ใน {{category}}',
    empty: 'ยังไม่มีเทมเพลตในหมวดหมู่นี้',
    mainScreen: 'หน้าจอหลักของเทมเพลต {{name}}',
    screenshots: 'ภาพหน้าจอของ {{name}}',
    screenshot: 'เทมเพลต {{name}} ภาพหน้าจอที่ {{index}} จาก {{total}}',
    use: 'ใช้เทมเพลตนี้',
    demo: 'เดโมสด',
    repository: 'รีโพซิทอรี',
    branch: 'บรานช์',
    folder: 'โฟลเดอร์',
    licence: 'สัญญาอนุญาต:',
    free: 'ฟรี',
    premium: 'พรีเมียม',
    draft: 'ฉบับร่าง',
    related: 'เทมเพลตที่เกี่ยวข้อง',
    category: {
      docs: 'เอกสาร',
      blog: 'บล็อก',
      minimal: 'มินิมอล',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
