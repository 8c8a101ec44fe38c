import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Suapan RSS',
    changelog: 'Log perubahan',
    empty: 'Belum ada hantaran yang diterbitkan.',
    changelogEmpty: 'Belum ada keluaran yang diterbitkan.',
    writtenBy: 'Ditulis oleh {{names}}',
    authors: 'Pengarang',
    draft: 'Draf',
    morePosts: 'Lagi hantaran',
    otherReleases: 'Keluaran lain',
  },
} satisfies MessagesOf<typeof en>;
