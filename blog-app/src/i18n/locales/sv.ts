import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS-flöde',
    changelog: 'Ändringslogg',
    empty: 'Inga inlägg har publicerats ännu.',
    changelogEmpty: 'Inga versioner har publicerats ännu.',
    writtenBy: 'Skrivet av {{names}}',
    authors: 'Författare',
    draft: 'Utkast',
    morePosts: 'Fler inlägg',
    otherReleases: 'Andra versioner',
  },
} satisfies MessagesOf<typeof en>;
