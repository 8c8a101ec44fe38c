import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS srautas',
    changelog: 'Pakeitimų žurnalas',
    empty: 'Įrašų dar nepaskelbta.',
    changelogEmpty: 'Versijų dar neišleista.',
    writtenBy: 'Autoriai: {{names}}',
    authors: 'Autoriai',
    draft: 'Juodraštis',
    morePosts: 'Daugiau įrašų',
    otherReleases: 'Kitos versijos',
  },
} satisfies MessagesOf<typeof en>;
