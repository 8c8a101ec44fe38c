import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-Feed',
    changelog: 'Änderungsprotokoll',
    empty: 'Es wurden noch keine Beiträge veröffentlicht.',
    changelogEmpty: 'Es wurden noch keine Versionen veröffentlicht.',
    writtenBy: 'Geschrieben von {{names}}',
    authors: 'Autoren',
    draft: 'Entwurf',
    morePosts: 'Weitere Beiträge',
    otherReleases: 'Weitere Versionen',
  },
} satisfies MessagesOf<typeof en>;
