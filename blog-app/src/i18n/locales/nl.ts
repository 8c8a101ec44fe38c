import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-feed',
    changelog: 'Wijzigingslogboek',
    empty: 'Er zijn nog geen berichten gepubliceerd.',
    changelogEmpty: 'Er zijn nog geen releases gepubliceerd.',
    writtenBy: 'Geschreven door {{names}}',
    authors: 'Auteurs',
    draft: 'Concept',
    morePosts: 'Meer berichten',
    otherReleases: 'Andere releases',
  },
} satisfies MessagesOf<typeof en>;
