import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Σχετικά με αυτή τη σελίδα',
    copyPage: 'Αντιγραφή σελίδας',
    copyMarkdown: 'Αντιγραφή σελίδας ως Markdown',
    viewMarkdown: 'Προβολή ως Markdown',
    openIn: 'Άνοιγμα στο {{name}}',
    pageActions: 'Περισσότερες ενέργειες σελίδας',
    chatPrompt: "Διάβασε το {{url}} ώστε να μπορώ να κάνω ερωτήσεις γι' αυτό.",
    community: 'Κοινότητα',
    onThisPage: 'Σε αυτή τη σελίδα',
    reportIssue: 'Αναφορά προβλήματος',
    editPage: 'Επεξεργασία αυτής της σελίδας',
    previousPage: 'Προηγούμενη σελίδα',
    nextPage: 'Επόμενη σελίδα',
    notTranslated: 'Αυτή η σελίδα δεν έχει μεταφραστεί ακόμη: εμφανίζεται η αγγλική έκδοση.',
  },
} satisfies MessagesOf<typeof en>;
