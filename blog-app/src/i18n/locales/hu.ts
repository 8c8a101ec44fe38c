import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-hírcsatorna',
    changelog: 'Változásnapló',
    empty: 'Még nincsenek bejegyzések.',
    changelogEmpty: 'Még nincsenek kiadások.',
    writtenBy: 'Írta: {{names}}',
    authors: 'Szerzők',
    draft: 'Piszkozat',
    morePosts: 'További bejegyzések',
    otherReleases: 'További kiadások',
  },
} satisfies MessagesOf<typeof en>;
