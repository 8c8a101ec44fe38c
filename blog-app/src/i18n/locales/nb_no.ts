import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-feed',
    changelog: 'Endringslogg',
    empty: 'Ingen innlegg er publisert ennå.',
    changelogEmpty: 'Ingen versjoner er publisert ennå.',
    writtenBy: 'Skrevet av {{names}}',
    authors: 'Forfattere',
    draft: 'Utkast',
    morePosts: 'Flere innlegg',
    otherReleases: 'Andre versjoner',
  },
} satisfies MessagesOf<typeof en>;
