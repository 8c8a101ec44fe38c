import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'RSS फ़ीड',
    changelog: 'बदलाव लॉग',
    empty: 'अभी तक कोई पोस्ट प्रकाशित नहीं हुई है।',
    changelogEmpty: 'अभी तक कोई रिलीज़ प्रकाशित नहीं हुई है।',
    writtenBy: 'लेखक: {{names}}',
    authors: 'लेखक',
    draft: 'ड्राफ़्ट',
    morePosts: 'और पोस्ट',
    otherReleases: 'अन्य रिलीज़',
  },
} satisfies MessagesOf<typeof en>;
