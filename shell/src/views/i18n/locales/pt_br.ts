import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'Copiar comando de instalação',
    copied: 'Comando de instalação copiado para a área de transferência',
    copyFailed: 'Falha ao copiar: selecione o comando e copie-o manualmente',
  },
} satisfies MessagesOf<typeof en>;
