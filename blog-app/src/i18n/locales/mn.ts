import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS суваг',
    changelog: 'Өөрчлөлтийн бүртгэл',
    empty: 'Одоогоор нийтлэл гараагүй байна.',
    changelogEmpty: 'Одоогоор хувилбар гараагүй байна.',
    writtenBy: 'Зохиогч: {{names}}',
    authors: 'Зохиогчид',
    draft: 'Ноорог',
    morePosts: 'Бусад нийтлэл',
    otherReleases: 'Бусад хувилбар',
  },
} satisfies MessagesOf<typeof en>;
