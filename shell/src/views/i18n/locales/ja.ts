import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'インストールコマンドをコピー',
    copied: 'インストールコマンドをクリップボードにコピーしました',
    copyFailed: 'コピーできませんでした。コマンドを選択して手動でコピーしてください',
  },
} satisfies MessagesOf<typeof en>;
