/** Every illustration the site ships, in the order they are written. */
import { homeContentTree, homeHero, homeLanguages, homeQuery } from './home.ts';
import type { Illustration } from './illustration.ts';
import { studioEditor, studioForms, studioHero, studioMedia, studioPreview, studioPublish, studioTeam } from './studio.ts';
import { TEMPLATE_PREVIEWS } from './templates.ts';

export const ILLUSTRATIONS: Illustration[] = [
  homeHero,
  homeContentTree,
  homeQuery,
  homeLanguages,
  studioHero,
  studioEditor,
  studioForms,
  studioPreview,
  studioMedia,
  studioPublish,
  studioTeam,
  ...TEMPLATE_PREVIEWS,
];
