import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-feed',
    changelog: 'Ændringslog',
    empty: 'Der er endnu ikke udgivet nogen indlæg.',
    changelogEmpty: 'Der er endnu ikke udgivet nogen versioner.',
    writtenBy: 'Skrevet af {{names}}',
    authors: 'Forfattere',
    draft: 'Kladde',
    morePosts: 'Flere indlæg',
    otherReleases: 'Andre versioner',
  },
} satisfies MessagesOf<typeof en>;
