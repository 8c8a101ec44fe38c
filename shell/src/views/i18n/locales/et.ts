import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Kopeeri paigalduskäsk',
    copied: 'Paigalduskäsk kopeeriti lõikelauale',
    copyFailed: 'Kopeerimine ebaõnnestus: vali käsk ja kopeeri see käsitsi',
  },
} satisfies MessagesOf<typeof en>;
