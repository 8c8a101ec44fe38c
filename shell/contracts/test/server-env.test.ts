/**
 * What an operator writes in a server's environment: a wrong value stops the start with the
 * variable's name and what it takes, instead of a server that reports ready half configured
 * (a shell answering every page 503, a gateway whose cache stays on when told "disabled").
 */
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, observedServerOptions, positiveIntEnv, serviceAddress, switchEnv } from '../src/server/index.ts';

describe('server environment', () => {
  it('reads switches written every usual way, and refuses anything else', () => {
    for (const on of ['on', 'ON', 'true', '1', 'yes', ' on ']) expect(switchEnv({ X: on }, 'X', false), on).toBe(true);
    for (const off of ['off', 'False', '0', 'no']) expect(switchEnv({ X: off }, 'X', true), off).toBe(false);
    expect(switchEnv({}, 'X', true)).toBe(true);
    expect(() => switchEnv({ GATEWAY_CACHE: 'disabled' }, 'GATEWAY_CACHE', true)).toThrow('GATEWAY_CACHE=disabled is neither on nor off');
    expect(() => loadSiteConfig({ SITE_I18N: 'maybe' })).toThrow('SITE_I18N=maybe is neither on nor off');
    expect(loadSiteConfig({ SITE_I18N: 'off' }).i18n.enabled).toBe(false);
  });

  it('refuses a number that is not a positive whole number', () => {
    for (const bad of ['abc', '-5', '0', '1.5'])
      expect(() => positiveIntEnv({ SHELL_TIMEOUT_MS: bad }, 'SHELL_TIMEOUT_MS', 0), bad).toThrow(
        `SHELL_TIMEOUT_MS=${bad} is not a positive whole number`,
      );
    expect(positiveIntEnv({}, 'SHELL_TIMEOUT_MS', 0)).toBe(0);
  });

  it("takes a service's address as an http(s) base URL, and refuses a typo", () => {
    expect(serviceAddress('content', { CONTENT_SERVICE_URL: 'http://content:3100/' }).url).toBe('http://content:3100');
    expect(serviceAddress('shell', {}).url).toBe('http://127.0.0.1:3001');
    for (const bad of ['ftp//x', 'content:3100', 'ftp://content', 'http://content:3100/?a=1']) {
      expect(() => serviceAddress('content', { CONTENT_SERVICE_URL: bad }), bad).toThrow(
        `CONTENT_SERVICE_URL=${bad} is not a service's base URL`,
      );
    }
  });

  it('refuses a log level pino does not have, naming the levels it has', () => {
    expect(() => observedServerOptions('gateway', { LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL=verbose is not a log level: use one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(observedServerOptions('gateway', { LOG_LEVEL: 'silent' }).logger).toBe(false);
  });
});
