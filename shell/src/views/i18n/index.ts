/**
 * The interface texts of the home namespace in every locale it is translated into; the
 * kit's shared texts (header, common, …) are reachable through the same translate function.
 */
import { useNamespaceT, type MessageKey, type Messages, type NamespaceResources } from '@site/kit';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';

export const HOME_MESSAGES = { en, fr, ja, ar } satisfies NamespaceResources;

export type HomeTextKey = MessageKey<typeof en> | MessageKey<Messages>;

/** Translate function for the home views, in the locale of the page being rendered. */
export function useHomeText(): (key: HomeTextKey, vars?: Record<string, string | number>) => string {
  return useNamespaceT('home', HOME_MESSAGES);
}
