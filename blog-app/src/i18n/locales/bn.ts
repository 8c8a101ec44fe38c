import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS ফিড',
    changelog: 'পরিবর্তনের তালিকা',
    empty: 'এখনো কোনো পোস্ট প্রকাশিত হয়নি।',
    changelogEmpty: 'এখনো কোনো রিলিজ প্রকাশিত হয়নি।',
    writtenBy: 'লিখেছেন {{names}}',
    authors: 'লেখক',
    draft: 'খসড়া',
    morePosts: 'আরও পোস্ট',
    otherReleases: 'অন্যান্য রিলিজ',
  },
} satisfies MessagesOf<typeof en>;
