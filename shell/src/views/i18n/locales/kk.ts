import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Орнату командасын көшіру',
    copied: 'Орнату командасы алмасу буферіне көшірілді',
    copyFailed: 'Көшіру сәтсіз аяқталды: команданы белгілеп, қолмен көшіріңіз',
  },
} satisfies MessagesOf<typeof en>;
