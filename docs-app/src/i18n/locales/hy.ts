import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'Այս էջի մասին',
    copyPage: 'Պատճենել էջը',
    copyMarkdown: 'Պատճենել էջը Markdown-ով',
    viewMarkdown: 'Դիտել Markdown-ով',
    openIn: 'Բացել {{name}}-ում',
    pageActions: 'Էջի այլ գործողություններ',
    chatPrompt: 'Կարդա {{url}}-ը, որպեսզի կարողանամ դրա մասին հարցեր տալ։',
    community: 'Համայնք',
    onThisPage: 'Այս էջում',
    reportIssue: 'Հաղորդել խնդրի մասին',
    editPage: 'Խմբագրել այս էջը',
    previousPage: 'Նախորդ էջ',
    nextPage: 'Հաջորդ էջ',
    notTranslated: 'Այս էջը դեռ թարգմանված չէ. ցուցադրվում է անգլերեն տարբերակը։',
  },
} satisfies MessagesOf<typeof en>;
