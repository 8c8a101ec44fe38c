import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_PRELOADS, PAYLOAD_TTL_MS, PayloadCache } from '../src/client/payload-cache.ts';

/** A fetch whose answers the test releases one by one, recording every URL asked for. */
function controlledFetch() {
  const calls: Array<{ url: string; answer: (body: unknown, type?: string) => void }> = [];
  const fetchImpl = ((url: string) =>
    new Promise<Response>((resolve) => {
      calls.push({
        url,
        answer: (body, type = 'application/json') => resolve(new Response(JSON.stringify(body), { headers: { 'content-type': type } })),
      });
    })) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const payload = (path: string, buildId = 'b1') => ({
  state: { buildId, route: { id: 'docs', path }, view: { kind: 'page', data: { path } } },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('PayloadCache', () => {
  it('asks for {route}/_payload.json?{build}, reuses it for 10 s, then fetches it again', async () => {
    let now = 1_000;
    const { calls, fetchImpl } = controlledFetch();
    const cache = new PayloadCache({ buildId: () => 'b1', fetch: fetchImpl, now: () => now });
    const first = cache.get('/en/docs/a');
    expect(calls.map((c) => c.url)).toEqual(['/en/docs/a/_payload.json?b1']);
    calls[0]!.answer(payload('/docs/a'));
    expect((await first).state.route.path).toBe('/docs/a');

    now += PAYLOAD_TTL_MS - 1;
    await cache.get('/en/docs/a');
    expect(calls).toHaveLength(1);

    now += 1;
    const again = cache.get('/en/docs/a');
    expect(calls).toHaveLength(2);
    calls[1]!.answer(payload('/docs/a'));
    await again;
  });

  it('rejects an answer that is not a payload (an HTML error page) and forgets it', async () => {
    const { calls, fetchImpl } = controlledFetch();
    const cache = new PayloadCache({ buildId: () => 'b1', fetch: fetchImpl });
    const failed = cache.get('/en/blog');
    calls[0]!.answer('<html>Bad gateway</html>', 'text/html');
    await expect(failed).rejects.toThrow(/no payload/);
    void cache.get('/en/blog');
    expect(calls).toHaveLength(2);
  });

  it('runs at most 4 route preloads at once, and a navigation never waits behind them', async () => {
    const { calls, fetchImpl } = controlledFetch();
    const cache = new PayloadCache({ buildId: () => 'b1', fetch: fetchImpl });
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    for (const p of paths) cache.preload(p);
    await tick();
    expect(calls).toHaveLength(MAX_ROUTE_PRELOADS);
    expect(cache.pendingPreloads).toBe(paths.length);

    // A navigation to a queued route fetches at once.
    void cache.get('/f');
    expect(calls.map((c) => c.url)).toContain('/f/_payload.json?b1');

    calls[0]!.answer(payload('/a'));
    await tick();
    await tick();
    expect(calls.filter((c) => c.url.startsWith('/e/'))).toHaveLength(1);
    // A preloaded payload serves the navigation without another request.
    const before = calls.length;
    expect((await cache.get('/a')).state.route.path).toBe('/a');
    expect(calls).toHaveLength(before);
  });
});
