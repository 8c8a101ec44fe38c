import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'คัดลอกคำสั่งติดตั้ง',
    copied: 'คัดลอกคำสั่งติดตั้งไปยังคลิปบอร์ดแล้ว',
    copyFailed: 'คัดลอกไม่สำเร็จ: เลือกคำสั่งแล้วคัดลอกด้วยตนเอง',
  },
} satisfies MessagesOf<typeof en>;
