/**
 * Every other locale's texts (`locales/{code}.ts`, a browser chunk each), imported through
 * this module, itself a chunk: the map of those chunks is downloaded only by a page that
 * loads another locale's texts; a first load carries its locale's texts inline.
 */
export const importLocale = (code: string): Promise<{ default?: object }> => import(`./locales/${code}.ts`);
