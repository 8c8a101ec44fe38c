/**
 * English interface texts: the defaults of spec §9 and the labels of spec §2, word for
 * word. Every other locale must provide the same keys (checked by the `Messages` type).
 */
const translated = {
  common: {
    skipToContent: 'Skip to content',
    skipToNavigation: 'Skip to navigation',
    close: 'Close',
    backToHome: 'Back to home',
    noData: 'No data',
    continue: 'Continue',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    sendPrompt: 'Send prompt',
    loading: 'Loading…',
    previous: 'Previous',
    next: 'Next',
    opensInNewTab: '(opens in a new tab)',
  },
  header: {
    home: '{{name}} home',
    mainNavigation: 'Main navigation',
    documentation: 'Documentation',
    studio: 'Studio',
    features: 'Features',
    featuresDescription: 'Everything you need to edit your Nuxt Content project',
    pricing: 'Pricing',
    pricingDescription: 'Free for personal use, paid plans for teams',
    templates: 'Templates',
    blog: 'Blog',
    openStudio: 'Open Studio',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    repository: 'Source code on GitHub',
    language: 'Language',
    changeLanguage: 'Change language, current: {{name}}',
    pageTranslated: 'this page is translated',
  },
  footer: {
    copyright: 'Copyright © {{year}}',
    socials: 'Social links',
    changelog: 'Changelog',
    links: 'Site links',
  },
  colorMode: {
    dark: 'Dark',
    light: 'Light',
    system: 'System',
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
  },
  search: {
    resultCount_one: '{{number}} result',
    resultCount_other: '{{number}} results',
    button: 'Search…',
    placeholder: 'Type a command or search…',
    label: 'Search the documentation',
    noMatch: 'No matching data',
    results: 'Search results',
    unavailable: 'Search is unavailable right now: the index could not be loaded. Check your connection and try again.',
    other: 'Other',
  },
  sidebar: {
    navigation: 'Documentation navigation',
    expand: 'Expand sidebar',
    collapse: 'Collapse sidebar',
    open: 'Open sidebar',
    close: 'Close sidebar',
  },
  commandPalette: {
    placeholder: 'Type a command or search…',
    noMatch: 'No matching data',
    noData: 'No data',
    close: 'Close',
    back: 'Back',
  },
  contentSearch: {
    links: 'Links',
    theme: 'Theme',
  },
  toc: {
    title: 'On this page',
  },
  alert: {
    close: 'Close',
  },
  banner: {
    close: 'Close',
  },
  toast: {
    close: 'Close',
  },
  calendar: {
    prevYear: 'Previous year',
    nextYear: 'Next year',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  carousel: {
    prev: 'Prev',
    next: 'Next',
    goto: 'Go to slide {{slide}}',
    dots: 'Choose slide to display',
  },
  fileUpload: {
    removeFile: 'Remove {{filename}}',
  },
  inputNumber: {
    increment: 'Increment',
    decrement: 'Decrement',
  },
  selectMenu: {
    noMatch: 'No matching data',
    noData: 'No data',
    create: 'Create "{{label}}"',
    search: 'Search…',
  },
  pricingTable: {
    caption: 'Pricing plan comparison',
  },
  codeCollapse: {
    open: 'Expand code',
    close: 'Collapse code',
  },
  collapsible: {
    open: 'Show properties',
    close: 'Hide properties',
  },
  fallback: {
    // Other locales write their own language's name here, not `{{language}}`: a name asked of
    // the runtime can differ between the server and the browser (i18n/language-name.ts).
    notice: 'This content is not available in {{language}} yet: showing the English original.',
    contribute: 'Help translate it',
  },
  code: {
    named: 'Code: {{name}}',
    copy: 'Copy code to clipboard',
    copied: 'Copied to clipboard',
    preview: 'Preview',
    code: 'Code',
  },
  prose: {
    table: 'Table: {{name}}',
    tabs: 'Tabs: {{name}}',
    anchor: 'Link to this section',
    required: 'required',
    showMore: 'Show more',
    footnotes: 'Footnotes',
    footnoteBack: 'Back to reference {{number}}',
  },
  notFound: {
    title: 'Page not found',
    description: 'We are sorry but this page could not be found',
  },
  error: {
    '400': 'Bad request',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'Page not found',
    '500': 'Internal server error',
    '502': 'Bad gateway',
    '503': 'Service unavailable',
    '504': 'Gateway timeout',
    title: 'An error occurred',
    description: 'Something went wrong on our side while showing this page. Try again in a moment.',
    status: 'Error {{code}}',
  },
  unavailable: {
    message: 'This section is temporarily unavailable',
    retry: 'Try again',
  },
  avatar: {
    fallback: 'Avatar of {{name}}',
  },
  preview: {
    label: 'Preview mode',
    message: 'Preview mode: drafts are shown',
    exit: 'Exit preview',
  },
  copy: {
    copied: 'Copied to clipboard',
    failed: 'Could not copy to the clipboard',
  },
  navigation: {
    loading: 'Loading page',
  },
};

export const en = translated;

/**
 * Plural forms English has no use for: a text written for a count (`count_one`,
 * `count_other`) takes a form for each plural category of the language (Intl.PluralRules:
 * Arabic has six, Russian and Polish four), which i18next picks by the `count` given.
 */
type OtherPluralForms = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };
/** The shape every translation of `T` must have: the same keys, any strings, and the plural forms of its language. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> } & OtherPluralForms;
/** The shape every locale's kit messages must have. */
export type Messages = MessagesOf<typeof translated>;
/**
 * Every dotted key of a messages object, e.g. `common.close`; a text written for a count by
 * its plural forms (`count_one`, `count_other`) also by its name (`count`, translated with `{ count }`).
 */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K | (K extends `${infer Base}_other` ? Base : never) : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];
