import type { MessagesOf } from '@site/kit';
import type { en } from '../en.ts';

export default {
  home: {
    copyInstall: 'ინსტალაციის ბრძანების კოპირება',
    copied: 'ინსტალაციის ბრძანება დაკოპირდა ბუფერში',
    copyFailed: 'კოპირება ვერ მოხერხდა: მონიშნეთ ბრძანება და დააკოპირეთ ხელით',
  },
} satisfies MessagesOf<typeof en>;
