import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'ฟีด RSS',
    changelog: 'บันทึกการเปลี่ยนแปลง',
    empty: 'ยังไม่มีโพสต์ที่เผยแพร่',
    changelogEmpty: 'ยังไม่มีเวอร์ชันที่เผยแพร่',
    writtenBy: 'เขียนโดย {{names}}',
    authors: 'ผู้เขียน',
    draft: 'ฉบับร่าง',
    morePosts: 'โพสต์อื่น ๆ',
    otherReleases: 'เวอร์ชันอื่น ๆ',
  },
} satisfies MessagesOf<typeof en>;
