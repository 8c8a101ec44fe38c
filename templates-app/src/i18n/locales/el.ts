import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Φιλτράρισμα προτύπων ανά κατηγορία',
    all: 'Όλα',
    count_one: '{{number}} πρότυπο',
    count_other: '{{number}} πρότυπα',
    countInCategory: '{{count}} στην κατηγορία {{category}}',
    empty: 'Δεν υπάρχουν ακόμη πρότυπα σε αυτή την κατηγορία.',
    mainScreen: 'Κύρια οθόνη του προτύπου {{name}}',
    screenshots: 'Στιγμιότυπα οθόνης του {{name}}',
    screenshot: 'Πρότυπο {{name}}, στιγμιότυπο {{index}} από {{total}}',
    use: 'Χρήση αυτού του προτύπου',
    demo: 'Ζωντανή επίδειξη',
    repository: 'Αποθετήριο',
    branch: 'κλάδος',
    folder: 'φάκελος',
    licence: 'Άδεια:',
    free: 'Δωρεάν',
    premium: 'Premium',
    draft: 'Πρόχειρο',
    related: 'Σχετικά πρότυπα',
    category: {
      docs: 'Τεκμηρίωση',
      blog: 'Ιστολόγιο',
      minimal: 'Μινιμαλιστικό',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
