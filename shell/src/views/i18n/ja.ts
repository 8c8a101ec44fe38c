import type { MessagesOf } from '@site/kit';
import type { en } from './en.ts';

export const ja: MessagesOf<typeof en> = {
  home: {
    copyInstall: 'インストールコマンドをコピー',
    copied: 'インストールコマンドをクリップボードにコピーしました',
    copyFailed: 'コピーできませんでした。コマンドを選択して手動でコピーしてください',
  },
};
