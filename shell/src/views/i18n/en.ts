/** English texts of the home namespace: the source every translation follows. */
export const en = {
  home: {
    copyInstall: 'Copy install command',
    copied: 'Install command copied to clipboard',
    copyFailed: 'Copy failed: select the command and copy it by hand',
  },
};
