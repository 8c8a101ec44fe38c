import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kurulum komutunu kopyala',
    copied: 'Kurulum komutu panoya kopyalandı',
    copyFailed: 'Kopyalama başarısız: komutu seçip elle kopyalayın',
  },
} satisfies MessagesOf<typeof en>;
