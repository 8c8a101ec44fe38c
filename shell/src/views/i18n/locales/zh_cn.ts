import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: '复制安装命令',
    copied: '安装命令已复制到剪贴板',
    copyFailed: '复制失败：请选中命令后手动复制',
  },
} satisfies MessagesOf<typeof en>;
