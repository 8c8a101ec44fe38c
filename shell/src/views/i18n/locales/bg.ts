import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Копирай командата за инсталиране',
    copied: 'Командата за инсталиране е копирана в клипборда',
    copyFailed: 'Копирането не бе успешно: маркирайте командата и я копирайте ръчно',
  },
} satisfies MessagesOf<typeof en>;
