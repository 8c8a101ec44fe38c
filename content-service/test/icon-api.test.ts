import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createContentServer } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let app: FastifyInstance;

beforeAll(async () => {
  box = sandbox();
  app = await createContentServer({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, follow: false });
});
afterAll(async () => {
  await app.close();
  box.cleanup();
});

describe('GET /api/_nuxt_icon/{prefix}.json?icons=a,b (spec §7)', () => {
  it('answers the prefix and the icons asked for, from every installed collection', async () => {
    for (const [prefix, name] of [
      ['lucide', 'rocket'],
      ['simple-icons', 'github'],
      ['ph', 'rocket-launch-duotone'],
      ['mdi', 'home'],
      ['vscode-icons', 'file-type-vue'],
    ] as const) {
      const res = await app.inject(`/api/_nuxt_icon/${prefix}.json?icons=${name}`);
      expect(res.statusCode, prefix).toBe(200);
      const body = res.json() as { prefix: string; icons: Record<string, { body: string }> };
      expect(body.prefix).toBe(prefix);
      expect(body.icons[name]?.body).toMatch(/^<(path|g|circle|rect)/);
    }
  });

  it("lists icons the collection lacks in not_found, as Iconify's API does, and keeps the others", async () => {
    const res = await app.inject('/api/_nuxt_icon/lucide.json?icons=download,nope-x,rocket');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { prefix: string; icons: Record<string, unknown>; not_found?: string[] };
    expect(body.prefix).toBe('lucide');
    expect(Object.keys(body.icons).sort()).toEqual(['download', 'rocket']);
    expect(body.not_found).toEqual(['nope-x']);
    // All found: no not_found key, as Iconify answers.
    expect(Object.keys((await app.inject('/api/_nuxt_icon/lucide.json?icons=download')).json())).not.toContain('not_found');
  });

  it('answers 424 when no provider has the collection (spec §8)', async () => {
    const res = await app.inject('/api/_nuxt_icon/not-installed.json?icons=a');
    expect(res.statusCode).toBe(424);
    expect(res.json().message).toContain('No icon provider for the collection "not-installed"');
  });

  it('answers 404 when the collection has none of the icons, 400 for malformed requests', async () => {
    expect((await app.inject('/api/_nuxt_icon/mdi.json?icons=zz-none-zz')).statusCode).toBe(404);
    expect((await app.inject('/api/_nuxt_icon/mdi.json')).statusCode).toBe(400);
    expect((await app.inject('/api/_nuxt_icon/mdi.json?icons=<svg>')).statusCode).toBe(400);
    const long = Array.from({ length: 80 }, (_, i) => `icon-${i}`).join(',');
    const res = await app.inject(`/api/_nuxt_icon/mdi.json?icons=${long}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('longer than 500 characters');
  });
});
