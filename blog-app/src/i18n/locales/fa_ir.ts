import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'خوراک RSS',
    changelog: 'گزارش تغییرات',
    empty: 'هنوز هیچ نوشته‌ای منتشر نشده است.',
    changelogEmpty: 'هنوز هیچ نسخه‌ای منتشر نشده است.',
    writtenBy: 'نوشتهٔ {{names}}',
    authors: 'نویسندگان',
    draft: 'پیش‌نویس',
    morePosts: 'نوشته‌های بیشتر',
    otherReleases: 'نسخه‌های دیگر',
  },
} satisfies MessagesOf<typeof en>;
