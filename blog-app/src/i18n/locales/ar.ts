import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'موجز RSS',
    changelog: 'سجل التغييرات',
    empty: 'لم تُنشر أي مقالات بعد.',
    changelogEmpty: 'لم تُنشر أي إصدارات بعد.',
    writtenBy: 'بقلم {{names}}',
    authors: 'المؤلفون',
    draft: 'مسودة',
    morePosts: 'مزيد من المقالات',
    otherReleases: 'إصدارات أخرى',
  },
} satisfies MessagesOf<typeof en>;
