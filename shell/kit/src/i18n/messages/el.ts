import type { Messages } from './en.ts';

export default {
  common: {
    close: 'Κλείσιμο',
    backToHome: 'Επιστροφή στην αρχική',
    noData: 'Δεν υπάρχουν δεδομένα',
    continue: 'Συνέχεια',
    showPassword: 'Εμφάνιση κωδικού',
    hidePassword: 'Απόκρυψη κωδικού',
    sendPrompt: 'Αποστολή προτροπής',
    loading: 'Φόρτωση…',
    previous: 'Προηγούμενο',
    next: 'Επόμενο',
    opensInNewTab: '(ανοίγει σε νέα καρτέλα)',
  },
  header: {
    home: 'Αρχική σελίδα {{name}}',
    mainNavigation: 'Κύρια πλοήγηση',
    documentation: 'Τεκμηρίωση',
    studio: 'Studio',
    features: 'Δυνατότητες',
    featuresDescription: 'Ό,τι χρειάζεστε για να επεξεργαστείτε το έργο σας Nuxt Content',
    pricing: 'Τιμές',
    pricingDescription: 'Δωρεάν για προσωπική χρήση, επί πληρωμή πακέτα για ομάδες',
    templates: 'Πρότυπα',
    blog: 'Ιστολόγιο',
    openStudio: 'Άνοιγμα του Studio',
    openMenu: 'Άνοιγμα μενού',
    closeMenu: 'Κλείσιμο μενού',
    menu: 'Μενού',
    repository: 'Πηγαίος κώδικας στο GitHub',
    language: 'Γλώσσα',
    changeLanguage: 'Αλλαγή γλώσσας, τρέχουσα: {{name}}',
  },
  footer: {
    copyright: 'Copyright © {{year}}',
    socials: 'Κοινωνικά δίκτυα',
    changelog: 'Αρχείο αλλαγών',
    links: 'Σύνδεσμοι ιστότοπου',
  },
  colorMode: {
    dark: 'Σκούρο',
    light: 'Ανοιχτό',
    system: 'Σύστημα',
    switchToDark: 'Εναλλαγή σε σκούρα λειτουργία',
    switchToLight: 'Εναλλαγή σε ανοιχτή λειτουργία',
  },
  search: {
    button: 'Αναζήτηση…',
    placeholder: 'Πληκτρολογήστε μια εντολή ή αναζητήστε…',
    label: 'Αναζήτηση στην τεκμηρίωση',
    noMatch: 'Δεν βρέθηκαν δεδομένα που να ταιριάζουν',
    results: 'Αποτελέσματα αναζήτησης',
    unavailable:
      'Η αναζήτηση δεν είναι διαθέσιμη αυτή τη στιγμή: δεν ήταν δυνατή η φόρτωση του ευρετηρίου. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    other: 'Άλλα',
  },
  sidebar: {
    navigation: 'Πλοήγηση τεκμηρίωσης',
    expand: 'Ανάπτυξη πλαϊνής στήλης',
    collapse: 'Σύμπτυξη πλαϊνής στήλης',
    open: 'Άνοιγμα πλαϊνής στήλης',
    close: 'Κλείσιμο πλαϊνής στήλης',
  },
  commandPalette: {
    placeholder: 'Πληκτρολογήστε μια εντολή ή αναζητήστε…',
    noMatch: 'Δεν βρέθηκαν δεδομένα που να ταιριάζουν',
    noData: 'Δεν υπάρχουν δεδομένα',
    close: 'Κλείσιμο',
    back: 'Πίσω',
  },
  contentSearch: {
    links: 'Σύνδεσμοι',
    theme: 'Θέμα',
  },
  toc: {
    title: 'Σε αυτή τη σελίδα',
  },
  alert: {
    close: 'Κλείσιμο',
  },
  banner: {
    close: 'Κλείσιμο',
  },
  toast: {
    close: 'Κλείσιμο',
  },
  calendar: {
    prevYear: 'Προηγούμενο έτος',
    nextYear: 'Επόμενο έτος',
    prevMonth: 'Προηγούμενος μήνας',
    nextMonth: 'Επόμενος μήνας',
  },
  carousel: {
    prev: 'Προηγ.',
    next: 'Επόμ.',
    goto: 'Μετάβαση στη διαφάνεια {{slide}}',
    dots: 'Επιλέξτε διαφάνεια για εμφάνιση',
  },
  fileUpload: {
    removeFile: 'Αφαίρεση {{filename}}',
  },
  inputNumber: {
    increment: 'Αύξηση',
    decrement: 'Μείωση',
  },
  selectMenu: {
    noMatch: 'Δεν βρέθηκαν δεδομένα που να ταιριάζουν',
    noData: 'Δεν υπάρχουν δεδομένα',
    create: 'Δημιουργία «{{label}}»',
    search: 'Αναζήτηση…',
  },
  pricingTable: {
    caption: 'Σύγκριση πακέτων τιμολόγησης',
  },
  codeCollapse: {
    open: 'Ανάπτυξη κώδικα',
    close: 'Σύμπτυξη κώδικα',
  },
  collapsible: {
    open: 'Εμφάνιση ιδιοτήτων',
    close: 'Απόκρυψη ιδιοτήτων',
  },
  fallback: {
    notice: 'Αυτό το περιεχόμενο δεν είναι ακόμη διαθέσιμο στα {{language}}: εμφανίζεται το αγγλικό πρωτότυπο.',
    contribute: 'Βοηθήστε στη μετάφραση',
  },
  code: {
    copy: 'Αντιγραφή κώδικα στο πρόχειρο',
    copied: 'Αντιγράφηκε στο πρόχειρο',
    preview: 'Προεπισκόπηση',
    code: 'Κώδικας',
  },
  prose: {
    anchor: 'Σύνδεσμος σε αυτή την ενότητα',
    required: 'υποχρεωτικό',
    showMore: 'Εμφάνιση περισσότερων',
  },
  notFound: {
    title: 'Η σελίδα δεν βρέθηκε',
    description: 'Λυπούμαστε, αλλά αυτή η σελίδα δεν βρέθηκε',
  },
  error: {
    '400': 'Μη έγκυρο αίτημα',
    '401': 'Μη εξουσιοδοτημένο',
    '403': 'Απαγορεύεται',
    '404': 'Η σελίδα δεν βρέθηκε',
    '500': 'Εσωτερικό σφάλμα διακομιστή',
    '502': 'Μη έγκυρη πύλη',
    '503': 'Η υπηρεσία δεν είναι διαθέσιμη',
    '504': 'Λήξη χρόνου πύλης',
    title: 'Παρουσιάστηκε σφάλμα',
    description: 'Κάτι πήγε στραβά από την πλευρά μας κατά την εμφάνιση αυτής της σελίδας. Δοκιμάστε ξανά σε λίγο.',
    status: 'Σφάλμα {{code}}',
  },
  unavailable: {
    message: 'Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη',
    retry: 'Δοκιμάστε ξανά',
  },
  avatar: {
    fallback: 'Άβαταρ του χρήστη {{name}}',
  },
} satisfies Messages;
