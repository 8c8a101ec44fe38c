import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-лента',
    changelog: 'Журнал изменений',
    empty: 'Публикаций пока нет.',
    changelogEmpty: 'Релизов пока нет.',
    writtenBy: 'Авторы: {{names}}',
    authors: 'Авторы',
    draft: 'Черновик',
    morePosts: 'Другие публикации',
    otherReleases: 'Другие релизы',
  },
} satisfies MessagesOf<typeof en>;
