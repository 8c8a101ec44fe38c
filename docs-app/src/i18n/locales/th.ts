import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'เกี่ยวกับหน้านี้',
    copyPage: 'คัดลอกหน้า',
    copyMarkdown: 'คัดลอกหน้าเป็น Markdown',
    viewMarkdown: 'ดูเป็น Markdown',
    openIn: 'เปิดใน {{name}}',
    pageActions: 'การดำเนินการอื่นของหน้า',
    chatPrompt: 'อ่าน {{url}} เพื่อให้ฉันถามคำถามเกี่ยวกับหน้านี้ได้',
    community: 'ชุมชน',
    onThisPage: 'ในหน้านี้',
    reportIssue: 'รายงานปัญหา',
    editPage: 'แก้ไขหน้านี้',
    previousPage: 'หน้าก่อนหน้า',
    nextPage: 'หน้าถัดไป',
    notTranslated: 'หน้านี้ยังไม่ได้แปล: กำลังแสดงฉบับภาษาอังกฤษ',
  },
} satisfies MessagesOf<typeof en>;
