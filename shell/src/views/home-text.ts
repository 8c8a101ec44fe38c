import { useTextWithDefaults } from '@site/kit/ui';

/** Interface texts of the home page: the kit's i18n messages first, these English defaults otherwise. */
const HOME_TEXT = {
  'home.copyInstall': 'Copy install command',
  'home.copied': 'Install command copied to clipboard',
  'home.copyFailed': 'Copy failed: select the command and copy it by hand',
} as const;

export function useHomeText(): (key: keyof typeof HOME_TEXT) => string {
  return useTextWithDefaults(HOME_TEXT);
}
