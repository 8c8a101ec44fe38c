import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-Feed',
    changelog: 'Ännerungsprotokoll',
    empty: 'Et goufen nach keng Bäiträg publizéiert.',
    changelogEmpty: 'Et goufen nach keng Versioune publizéiert.',
    writtenBy: 'Geschriwwe vun {{names}}',
    authors: 'Auteuren',
    draft: 'Entworf',
    morePosts: 'Méi Bäiträg',
    otherReleases: 'Aner Versiounen',
  },
} satisfies MessagesOf<typeof en>;
