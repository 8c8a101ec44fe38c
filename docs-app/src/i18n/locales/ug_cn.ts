import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'بۇ بەت ھەققىدە',
    copyPage: 'بەتنى كۆچۈرۈش',
    copyMarkdown: 'بەتنى Markdown قىلىپ كۆچۈرۈش',
    viewMarkdown: 'Markdown شەكلىدە كۆرۈش',
    openIn: '{{name}} دا ئېچىش',
    pageActions: 'تېخىمۇ كۆپ بەت مەشغۇلاتلىرى',
    chatPrompt: '{{url}} نى ئوقۇغىن، شۇنداق بولسا ئۇ ھەقتە سوئال سورىيالايمەن.',
    community: 'جەمئىيەت',
    onThisPage: 'بۇ بەتتە',
    reportIssue: 'مەسىلە مەلۇم قىلىش',
    editPage: 'بۇ بەتنى تەھرىرلەش',
    previousPage: 'ئالدىنقى بەت',
    nextPage: 'كېيىنكى بەت',
    notTranslated: 'بۇ بەت تېخى تەرجىمە قىلىنمىدى: ئىنگلىزچە نۇسخىسى كۆرسىتىلىۋاتىدۇ.',
  },
} satisfies MessagesOf<typeof en>;
