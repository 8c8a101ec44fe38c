import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS арнасы',
    changelog: 'Өзгерістер журналы',
    empty: 'Әзірге ешбір жазба жарияланбаған.',
    changelogEmpty: 'Әзірге ешбір нұсқа шығарылмаған.',
    writtenBy: 'Авторы: {{names}}',
    authors: 'Авторлар',
    draft: 'Жоба',
    morePosts: 'Басқа жазбалар',
    otherReleases: 'Басқа нұсқалар',
  },
} satisfies MessagesOf<typeof en>;
