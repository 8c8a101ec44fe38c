/**
 * The document title of a not-found, error or unavailable screen is in the page's language,
 * as its heading is (the title bar, history and a screen reader's page announcement read it).
 */
import { describe, expect, it } from 'vitest';
import { siteConfig, type ContentClient, type RemotePage } from '@site/contracts';
import { resolvePage } from '../src/app/resolve-page.ts';
import { en } from '../kit/src/i18n/messages/en.ts';
import faIr from '../kit/src/i18n/messages/fa_ir.ts';
import th from '../kit/src/i18n/messages/th.ts';

const resolve = (pathname: string, loadPage: (owner: string, page: string) => Promise<RemotePage<unknown>>) =>
  resolvePage({
    config: siteConfig,
    pathname,
    content: {} as ContentClient,
    loadPage,
    island: async () => {
      throw new Error('no island in this test');
    },
    build: { buildId: 'b1', remotes: {}, contentVersions: {} },
    side: 'server',
    log: () => {},
  });

const notFoundPage: RemotePage<unknown> = { load: async () => ({ notFound: true }), Component: () => null };
const failingPage: RemotePage<unknown> = {
  load: async () => {
    throw new Error('broken loader');
  },
  Component: () => null,
};
const noRemote = async (): Promise<RemotePage<unknown>> => {
  throw new Error('no remote in this test');
};

describe('status screen titles', () => {
  it('names a page its loader did not find in the visited locale', async () => {
    const { state } = await resolve('/fa_ir/docs/missing', async () => notFoundPage);
    expect(state.status).toBe(404);
    expect(state.head.title).toBe(faIr.notFound.title);
    expect(state.head.title).not.toBe(en.notFound.title);
  });

  it('names a failed route check, an error and an unavailable section in the visited locale', async () => {
    expect((await resolve('/th/docs/a b', noRemote)).state.head.title).toBe(th.error['404']);
    expect((await resolve('/th/docs/a', async () => failingPage)).state.head.title).toBe(th.error['500']);
    expect((await resolve('/th/docs/a', noRemote)).state.head.title).toBe(th.unavailable.message);
  });

  it('keeps English titles in the default locale', async () => {
    expect((await resolve('/en/docs/missing', async () => notFoundPage)).state.head.title).toBe(en.notFound.title);
  });
});
