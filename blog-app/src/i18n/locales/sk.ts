import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS kanál',
    changelog: 'Zoznam zmien',
    empty: 'Zatiaľ neboli uverejnené žiadne príspevky.',
    changelogEmpty: 'Zatiaľ neboli vydané žiadne verzie.',
    writtenBy: 'Autori: {{names}}',
    authors: 'Autori',
    draft: 'Koncept',
    morePosts: 'Ďalšie príspevky',
    otherReleases: 'Ďalšie verzie',
  },
} satisfies MessagesOf<typeof en>;
