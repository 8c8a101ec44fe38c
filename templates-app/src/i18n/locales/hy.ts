import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  templates: {
    filter: 'Զտել ձևանմուշներն ըստ կատեգորիայի',
    all: 'Բոլորը',
    count_one: '{{number}} ձևանմուշ',
    count_other: '{{number}} ձևանմուշ',
    countInCategory: '{{count}}՝ {{category}} կատեգորիայում',
    empty: 'Այս կատեգորիայում դեռ ձևանմուշներ չկան։',
    mainScreen: '{{name}} ձևանմուշի գլխավոր էկրանը',
    screenshots: '{{name}}-ի սքրինշոթները',
    screenshot: '{{name}} ձևանմուշ, սքրինշոթ {{index}}/{{total}}',
    use: 'Օգտագործել այս ձևանմուշը',
    demo: 'Կենդանի ցուցադրություն',
    repository: 'Պահոց',
    branch: 'ճյուղ',
    folder: 'թղթապանակ',
    licence: 'Լիցենզիա՝',
    free: 'Անվճար',
    premium: 'Պրեմիում',
    draft: 'Սևագիր',
    related: 'Առնչվող ձևանմուշներ',
    category: {
      docs: 'Փաստաթղթեր',
      blog: 'Բլոգ',
      minimal: 'Մինիմալ',
      saas: 'SaaS',
    },
  },
} satisfies MessagesOf<typeof en>;
