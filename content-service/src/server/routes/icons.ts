/**
 * The icon API of spec §7: `GET /api/_nuxt_icon/{prefix}.json?icons=a,b` answers the
 * Iconify JSON of those icons (`prefix`, `icons`, aliases and sizes) from the installed
 * collections. A collection nobody installed has no provider: 424 (spec §8). Icons the
 * collection lacks are listed in `not_found`, as the Iconify API answers them (a client
 * written for it marks those missing instead of asking again); none found at all is a 404
 * naming them.
 */
import { ICON_API_MAX_URL, ICON_API_PREFIX } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, iconsNotFound, noIconProvider } from '../../errors.ts';
import { installedIconPrefixes, iconsOf } from '../../icons/icon-sets.ts';

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** At most this many icons per request (a URL of ICON_API_MAX_URL characters holds fewer). */
const MAX_ICONS = 100;

export function registerIconRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { icons?: string } }>(`${ICON_API_PREFIX}/:file`, async (request, reply) => {
    if (request.url.length > ICON_API_MAX_URL) {
      throw badRequest(`the icon request URL is longer than ${ICON_API_MAX_URL} characters; ask for fewer icons per request`);
    }
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/.exec(request.params.file);
    if (!match) throw badRequest('ask for /api/_nuxt_icon/{prefix}.json?icons=name1,name2 with a lowercase collection prefix');
    const prefix = match[1]!;
    const names = [
      ...new Set(
        (request.query.icons ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== ''),
      ),
    ];
    if (names.length === 0 || names.length > MAX_ICONS || !names.every((n) => NAME.test(n))) {
      throw badRequest(`"icons" must list 1 to ${MAX_ICONS} icon names (lowercase letters, digits and dashes), separated by commas`);
    }
    if (!installedIconPrefixes().includes(prefix)) throw noIconProvider(prefix, installedIconPrefixes());
    const data = iconsOf(prefix, names);
    if (!data || Object.keys(data.icons).length === 0) throw iconsNotFound(prefix, names);
    const notFound = names.filter((n) => !Object.hasOwn(data.icons, n) && !(data.aliases && Object.hasOwn(data.aliases, n)));
    if (notFound.length > 0) data.not_found = notFound;
    // Installed sets change only with a deploy: cache for a day, revalidate after.
    return reply.header('cache-control', 'public, max-age=86400').type('application/json').send(data);
  });
}
