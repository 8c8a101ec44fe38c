import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'ចម្លងពាក្យបញ្ជាដំឡើង',
    copied: 'បានចម្លងពាក្យបញ្ជាដំឡើងទៅក្ដារតម្បៀតខ្ទាស់',
    copyFailed: 'ការចម្លងបរាជ័យ៖ សូមជ្រើសពាក្យបញ្ជា ហើយចម្លងដោយដៃ',
  },
} satisfies MessagesOf<typeof en>;
