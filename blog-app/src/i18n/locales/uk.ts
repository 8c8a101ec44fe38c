import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-стрічка',
    changelog: 'Журнал змін',
    empty: 'Публікацій поки немає.',
    changelogEmpty: 'Релізів поки немає.',
    writtenBy: 'Автори: {{names}}',
    authors: 'Автори',
    draft: 'Чернетка',
    morePosts: 'Інші публікації',
    otherReleases: 'Інші релізи',
  },
} satisfies MessagesOf<typeof en>;
