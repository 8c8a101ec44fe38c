/**
 * Starting the compiled site for a load, fault or rollout run (free ports, copies of the
 * remotes' builds so publishing never touches the real ones), and the load mixes for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activeLocales, docsCollection, REMOTES } from '@site/contracts';
import { loadSiteConfig } from '@site/contracts/server';
import { loadMixes, type LoadMixName, type LoadRequest } from '../../gateway/bench/mixes.ts';
import { missingBuilds, runBuilds, somethingToBuild } from '../build-missing.ts';
import { ROOT } from '../processes.ts';
import { freePortEnv, runSite, type RunningSite } from '../run-site.ts';

export interface LoadSite extends RunningSite {
  tmp: string;
  /** The remotes' dist folders this site serves (copies). */
  distDir(folder: string): string;
  mixes: Record<LoadMixName, LoadRequest[]>;
  close(): Promise<void>;
}

export async function startLoadSite(extraEnv: NodeJS.ProcessEnv = {}): Promise<LoadSite> {
  const plan = missingBuilds();
  if (somethingToBuild(plan)) await runBuilds(plan);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-load-'));
  // The site serves a copy of the built content database: a run may rebuild content into it.
  const dataDir = path.join(tmp, 'content-data');
  // With the record of the sources it was built from, so content-service serves it as it is.
  for (const file of ['content.sqlite', 'content.sqlite.sources']) {
    const built = path.join(ROOT, 'content-service', '.data', file);
    if (fs.existsSync(built)) fs.cpSync(built, path.join(dataDir, file));
  }
  const env = await freePortEnv({ CONTENT_DATA_DIR: dataDir, REMOTE_POLL_MS: '500', GATEWAY_BUILD_POLL_MS: '300', ...extraEnv });
  for (const remote of Object.values(REMOTES)) {
    const dst = path.join(tmp, `${remote.folder}-dist`);
    fs.cpSync(path.join(ROOT, remote.folder, 'dist'), dst, { recursive: true });
    env[`${remote.envPrefix}_DIST`] = dst;
  }
  const site = await runSite({ env, quiet: !process.env.SITE_TEST_LOGS });
  const info = (await (await fetch(`${site.url}/api/content/info`)).json()) as { versions?: Record<string, string> };
  const config = loadSiteConfig(site.env);
  const docs = activeLocales(config).map((l) => docsCollection(config, l.code));
  return Object.assign(site, {
    tmp,
    distDir: (folder: string) => env[`${Object.values(REMOTES).find((r) => r.folder === folder)!.envPrefix}_DIST`]!,
    mixes: loadMixes({
      locale: config.i18n.enabled ? config.i18n.defaultLocale : null,
      docsCollections: docs,
      versions: info.versions ?? {},
    }),
    async close() {
      await site.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  });
}
