import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Kanał RSS',
    changelog: 'Dziennik zmian',
    empty: 'Nie opublikowano jeszcze żadnych wpisów.',
    changelogEmpty: 'Nie opublikowano jeszcze żadnych wydań.',
    writtenBy: 'Autorzy: {{names}}',
    authors: 'Autorzy',
    draft: 'Szkic',
    morePosts: 'Więcej wpisów',
    otherReleases: 'Inne wydania',
  },
} satisfies MessagesOf<typeof en>;
