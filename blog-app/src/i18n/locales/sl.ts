import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Vir RSS',
    changelog: 'Dnevnik sprememb',
    empty: 'Objavljena ni bila še nobena objava.',
    changelogEmpty: 'Izdana ni bila še nobena različica.',
    writtenBy: 'Avtorji: {{names}}',
    authors: 'Avtorji',
    draft: 'Osnutek',
    morePosts: 'Več objav',
    otherReleases: 'Druge različice',
  },
} satisfies MessagesOf<typeof en>;
