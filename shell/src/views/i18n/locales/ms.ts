import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Salin arahan pemasangan',
    copied: 'Arahan pemasangan disalin ke papan keratan',
    copyFailed: 'Gagal menyalin: pilih arahan dan salin secara manual',
  },
} satisfies MessagesOf<typeof en>;
