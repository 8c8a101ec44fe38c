import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'श्रेणी के अनुसार टेम्पलेट फ़िल्टर करें',
    all: 'सभी',
    count_one: '{{number}} टेम्पलेट',
    count_other: '{{number}} टेम्पलेट',
    countInCategory: '{{category}} में {{count}}',
    empty: 'इस श्रेणी में अभी कोई टेम्पलेट नहीं है।',
    mainScreen: '{{name}} टेम्पलेट की मुख्य स्क्रीन',
    screenshots: '{{name}} के स्क्रीनशॉट',
    screenshot: '{{name}} टेम्पलेट, स्क्रीनशॉट {{index}} / {{total}}',
    use: 'यह टेम्पलेट इस्तेमाल करें',
    demo: 'लाइव डेमो',
    repository: 'रिपॉज़िटरी',
    branch: 'ब्रांच',
    folder: 'फ़ोल्डर',
    licence: 'लाइसेंस:',
    free: 'निःशुल्क',
    premium: 'प्रीमियम',
    draft: 'ड्राफ़्ट',
    related: 'संबंधित टेम्पलेट',
    category: {
      docs: 'दस्तावेज़ीकरण',
      blog: 'ब्लॉग',
      minimal: 'मिनिमल',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
