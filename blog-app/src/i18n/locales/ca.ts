import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Canal RSS',
    changelog: 'Registre de canvis',
    empty: "Encara no s'ha publicat cap entrada.",
    changelogEmpty: "Encara no s'ha publicat cap versió.",
    writtenBy: 'Escrit per {{names}}',
    authors: 'Autors',
    draft: 'Esborrany',
    morePosts: 'Més entrades',
    otherReleases: 'Altres versions',
  },
} satisfies MessagesOf<typeof en>;
