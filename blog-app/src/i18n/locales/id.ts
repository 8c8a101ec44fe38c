import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Feed RSS',
    changelog: 'Log perubahan',
    empty: 'Belum ada tulisan yang diterbitkan.',
    changelogEmpty: 'Belum ada rilis yang diterbitkan.',
    writtenBy: 'Ditulis oleh {{names}}',
    authors: 'Penulis',
    draft: 'Draf',
    morePosts: 'Tulisan lainnya',
    otherReleases: 'Rilis lainnya',
  },
} satisfies MessagesOf<typeof en>;
