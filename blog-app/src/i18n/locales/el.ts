import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  blog: {
    feed: 'Ροή RSS',
    changelog: 'Αρχείο αλλαγών',
    empty: 'Δεν έχουν δημοσιευτεί ακόμη αναρτήσεις.',
    changelogEmpty: 'Δεν έχουν κυκλοφορήσει ακόμη εκδόσεις.',
    writtenBy: 'Γράφτηκε από {{names}}',
    authors: 'Συντάκτες',
    draft: 'Πρόχειρο',
    morePosts: 'Περισσότερες αναρτήσεις',
    otherReleases: 'Άλλες εκδόσεις',
  },
} satisfies MessagesOf<typeof en>;
