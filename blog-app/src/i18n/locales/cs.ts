import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS kanál',
    changelog: 'Seznam změn',
    empty: 'Zatím nebyly publikovány žádné příspěvky.',
    changelogEmpty: 'Zatím nebyly publikovány žádné verze.',
    writtenBy: 'Autoři: {{names}}',
    authors: 'Autoři',
    draft: 'Koncept',
    morePosts: 'Další příspěvky',
    otherReleases: 'Další verze',
  },
} satisfies MessagesOf<typeof en>;
