import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS емисия',
    changelog: 'Списък с промени',
    empty: 'Все още няма публикувани публикации.',
    changelogEmpty: 'Все още няма публикувани версии.',
    writtenBy: 'Автори: {{names}}',
    authors: 'Автори',
    draft: 'Чернова',
    morePosts: 'Още публикации',
    otherReleases: 'Други версии',
  },
} satisfies MessagesOf<typeof en>;
