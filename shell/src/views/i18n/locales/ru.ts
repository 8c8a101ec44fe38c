import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Скопировать команду установки',
    copied: 'Команда установки скопирована в буфер обмена',
    copyFailed: 'Не удалось скопировать: выделите команду и скопируйте её вручную',
  },
} satisfies MessagesOf<typeof en>;
