import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS kanal',
    changelog: 'Popis promjena',
    empty: 'Još nije objavljena nijedna objava.',
    changelogEmpty: 'Još nije objavljeno nijedno izdanje.',
    writtenBy: 'Autori: {{names}}',
    authors: 'Autori',
    draft: 'Skica',
    morePosts: 'Više objava',
    otherReleases: 'Ostala izdanja',
  },
} satisfies MessagesOf<typeof en>;
