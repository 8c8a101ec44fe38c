/**
 * A revalidating reader gets 304 for the content it holds in any encoding, and a cache keeps
 * apart what differs by the headers an answer names in `Vary`, each named once.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appendVary, holdsEtag } from '../src/server/index.ts';

describe('If-None-Match', () => {
  it('matches the tag weak or strong, in a list, or as *', () => {
    expect(holdsEtag('"a-gz"', '"a-gz"')).toBe(true);
    expect(holdsEtag('W/"a"', '"a"')).toBe(true);
    expect(holdsEtag('"a"', 'W/"a"')).toBe(true);
    expect(holdsEtag('"x", W/"a" ,"y"', '"a"')).toBe(true);
    expect(holdsEtag('*', '"a"')).toBe(true);
  });

  it('does not match another tag, a tag that only contains it, or no header', () => {
    expect(holdsEtag('"b"', '"a"')).toBe(false);
    expect(holdsEtag('"a-gz"', '"a"')).toBe(false);
    expect(holdsEtag(undefined, '"a"')).toBe(false);
    expect(holdsEtag('', '"a"')).toBe(false);
  });
});

async function varyAfter(initial: string | string[] | undefined, ...names: string[]) {
  const app = Fastify();
  app.get('/', (_req, reply) => {
    if (initial !== undefined) reply.header('vary', initial);
    appendVary(reply, ...names);
    return 'ok';
  });
  const res = await app.inject('/');
  await app.close();
  return res.headers.vary;
}

describe('Vary', () => {
  it('adds each name once, keeping what the answer varied on already', async () => {
    expect(await varyAfter(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(await varyAfter('Origin', 'Cookie', 'X-Content-Preview')).toBe('Origin, Cookie, X-Content-Preview');
    expect(await varyAfter('accept-encoding, Cookie', 'Accept-Encoding', 'cookie')).toBe('accept-encoding, Cookie');
    expect(await varyAfter(['Origin', 'Cookie'], 'Accept-Encoding')).toBe('Origin, Cookie, Accept-Encoding');
  });

  it('leaves * alone: it varies on everything already', async () => {
    expect(await varyAfter('*', 'Accept-Encoding')).toBe('*');
  });
});
