import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  pricing: {
    showingMonthly: 'Εμφανίζονται οι μηνιαίες τιμές',
    showingYearly: 'Εμφανίζονται οι ετήσιες τιμές',
    billingPeriod: 'Περίοδος χρέωσης',
    monthly: 'Μηνιαία',
    yearly: 'Ετήσια',
    perMonth: '/μήνα',
    perYear: '/έτος',
    planIncludes: 'Το πακέτο {{plan}} περιλαμβάνει',
    planAction: 'Πακέτο {{plan}}',
    caption: 'Συγκρίνετε τα πακέτα ανά δυνατότητα',
    feature: 'Δυνατότητα',
    included: 'Περιλαμβάνεται',
    notIncluded: 'Δεν περιλαμβάνεται',
    soon: 'Σύντομα',
    faq: 'Συχνές ερωτήσεις',
  },
} satisfies MessagesOf<typeof en>;
