import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'ព័ត៌មាន RSS',
    changelog: 'កំណត់ត្រាការផ្លាស់ប្ដូរ',
    empty: 'មិនទាន់មានអត្ថបទបានផ្សព្វផ្សាយនៅឡើយទេ។',
    changelogEmpty: 'មិនទាន់មានកំណែបានចេញផ្សាយនៅឡើយទេ។',
    writtenBy: 'សរសេរដោយ {{names}}',
    authors: 'អ្នកនិពន្ធ',
    draft: 'សេចក្ដីព្រាង',
    morePosts: 'អត្ថបទផ្សេងទៀត',
    otherReleases: 'កំណែផ្សេងទៀត',
  },
} satisfies MessagesOf<typeof en>;
