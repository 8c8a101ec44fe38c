import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS հոսք',
    changelog: 'Փոփոխությունների մատյան',
    empty: 'Դեռ ոչ մի գրառում չի հրապարակվել։',
    changelogEmpty: 'Դեռ ոչ մի տարբերակ չի թողարկվել։',
    writtenBy: 'Հեղինակ՝ {{names}}',
    authors: 'Հեղինակներ',
    draft: 'Սևագիր',
    morePosts: 'Այլ գրառումներ',
    otherReleases: 'Այլ թողարկումներ',
  },
} satisfies MessagesOf<typeof en>;
