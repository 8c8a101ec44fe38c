import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  docs: {
    aside: 'इस पेज के बारे में',
    copyPage: 'पेज कॉपी करें',
    copyMarkdown: 'Markdown पेज कॉपी करें',
    viewMarkdown: 'Markdown के रूप में देखें',
    openIn: '{{name}} में खोलें',
    pageActions: 'पेज की और कार्रवाइयाँ',
    chatPrompt: '{{url}} पढ़ो ताकि मैं इसके बारे में सवाल पूछ सकूँ।',
    community: 'समुदाय',
    onThisPage: 'इस पेज पर',
    reportIssue: 'समस्या की रिपोर्ट करें',
    editPage: 'यह पेज संपादित करें',
    previousPage: 'पिछला पेज',
    nextPage: 'अगला पेज',
    notTranslated: 'इस पेज का अभी अनुवाद नहीं हुआ है: अंग्रेज़ी संस्करण दिखाया जा रहा है।',
  },
} satisfies MessagesOf<typeof en>;
