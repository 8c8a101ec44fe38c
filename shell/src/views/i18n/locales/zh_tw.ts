import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: '複製安裝指令',
    copied: '安裝指令已複製到剪貼簿',
    copyFailed: '複製失敗：請選取指令後手動複製',
  },
} satisfies MessagesOf<typeof en>;
