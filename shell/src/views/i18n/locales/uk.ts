import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Скопіювати команду встановлення',
    copied: 'Команду встановлення скопійовано в буфер обміну',
    copyFailed: 'Не вдалося скопіювати: виділіть команду та скопіюйте її вручну',
  },
} satisfies MessagesOf<typeof en>;
