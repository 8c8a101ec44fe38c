import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Αντιγραφή εντολής εγκατάστασης',
    copied: 'Η εντολή εγκατάστασης αντιγράφηκε στο πρόχειρο',
    copyFailed: 'Η αντιγραφή απέτυχε: επιλέξτε την εντολή και αντιγράψτε τη χειροκίνητα',
  },
} satisfies MessagesOf<typeof en>;
