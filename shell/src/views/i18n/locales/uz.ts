import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Oʻrnatish buyrugʻini nusxalash',
    copied: 'Oʻrnatish buyrugʻi almashuv buferiga nusxalandi',
    copyFailed: 'Nusxalab boʻlmadi: buyruqni belgilab, qoʻlda nusxalang',
  },
} satisfies MessagesOf<typeof en>;
