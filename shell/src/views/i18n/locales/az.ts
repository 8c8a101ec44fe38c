import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Quraşdırma əmrini kopyala',
    copied: 'Quraşdırma əmri mübadilə buferinə kopyalandı',
    copyFailed: 'Kopyalama alınmadı: əmri seçin və əl ilə kopyalayın',
  },
} satisfies MessagesOf<typeof en>;
