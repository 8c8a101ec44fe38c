import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'کۆپیکردنی فەرمانی دامەزراندن',
    copied: 'فەرمانی دامەزراندن کۆپی کرا بۆ کلیپبۆرد',
    copyFailed: 'کۆپیکردن سەرکەوتوو نەبوو: فەرمانەکە هەڵبژێرە و بە دەست کۆپی بکە',
  },
} satisfies MessagesOf<typeof en>;
