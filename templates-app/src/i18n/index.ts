/**
 * The interface texts of the templates namespace in every locale it is translated into; the
 * kit's shared texts (header, common, …) are reachable through the same translate function.
 */
import type { MessageKey, Messages, NamespaceResources } from '@site/kit';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ja } from './ja.ts';

export const TEMPLATES_MESSAGES = { en, fr, ja, ar } satisfies NamespaceResources;

export type TemplatesTextKey = MessageKey<typeof en> | MessageKey<Messages>;
