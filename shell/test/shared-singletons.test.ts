/**
 * One copy of every shared library in the browser: no remote's build bundles React, Ark UI
 * (or its zag machines), i18next, nanostores or the kit; the shell provides them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, remoteDistDir } from '../src/federation/remotes.ts';
import { readPointer } from '../src/federation/remote-versions.ts';
import { SHARED_SINGLETONS } from '../src/federation/shared-modules.ts';
import { PROVIDED_TO_REMOTES } from '../src/client/provide-shared.ts';
import { BUNDLED_MODULES_FILE } from '../src/build/run-webpack.ts';

const SHARED_SOURCES =
  /(^|\/)node_modules\/(react|react-dom|scheduler|@ark-ui\/react|@zag-js\/[^/]+|i18next|react-i18next|nanostores|@nanostores\/react)\/|^shell\/kit\//;

describe('shared singletons', () => {
  it('the shell requests every singleton it declares, so remotes always find it in the share scope', () => {
    expect(Object.keys(PROVIDED_TO_REMOTES).sort()).toEqual([...SHARED_SINGLETONS].sort());
  });

  for (const remote of Object.values(REMOTES)) {
    it(`${remote.folder} bundles no copy of a shared library`, () => {
      const dist = remoteDistDir(remote);
      const pointer = readPointer(dist);
      expect(pointer, `${remote.folder} has no published build`).toBeTruthy();
      const file = path.join(dist, 'versions', pointer!.version, 'browser', BUNDLED_MODULES_FILE);
      const bundled = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
      expect(bundled.length).toBeGreaterThan(0);
      expect(bundled.filter((f) => SHARED_SOURCES.test(f))).toEqual([]);
    });
  }
});
