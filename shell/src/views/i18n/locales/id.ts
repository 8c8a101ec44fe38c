import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Salin perintah instalasi',
    copied: 'Perintah instalasi disalin ke papan klip',
    copyFailed: 'Gagal menyalin: pilih perintah lalu salin secara manual',
  },
} satisfies MessagesOf<typeof en>;
