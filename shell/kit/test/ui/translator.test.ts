import { describe, expect, it } from 'vitest';
import { Translator } from '../../src/i18n/translator.ts';

describe('Translator', () => {
  const texts = () => {
    const t = new Translator('fr', 'en', 'kit');
    t.addResourceBundle('en', 'kit', { common: { close: 'Close', hello: 'Hello {{name}}' }, only: 'English only' });
    t.addResourceBundle('fr', 'kit', { common: { close: 'Fermer', hello: 'Bonjour {{ name }}, {{missing}}!' } });
    t.addResourceBundle('en', 'docs', { common: { close: 'Close the page' }, page: { title: 'Page' } });
    return t;
  };

  it('reads nested keys in the locale, then in the fallback language, else shows the key', () => {
    const t = texts();
    expect(t.t('common.close')).toBe('Fermer');
    expect(t.t('only')).toBe('English only');
    expect(t.t('common.absent')).toBe('common.absent');
    expect(t.t('common')).toBe('common');
  });

  it('looks namespaces up in order, each in the locale and then in English', () => {
    const t = texts();
    // The section's own English text wins over the kit's French one: its namespace comes first.
    expect(t.t('common.close', { ns: ['docs', 'kit'] })).toBe('Close the page');
    expect(t.t('page.title', { ns: ['docs', 'kit'] })).toBe('Page');
    expect(t.t('only', { ns: ['docs', 'kit'] })).toBe('English only');
    expect([t.hasResourceBundle('fr', 'docs'), t.hasResourceBundle('en', 'docs')]).toEqual([false, true]);
  });

  it('fills placeholders, and a placeholder without a value reads as nothing', () => {
    expect(texts().t('common.hello', { name: 'Ada' })).toBe('Bonjour Ada, !');
    expect(new Translator('en', 'en', 'kit').t('x')).toBe('x');
  });
});

describe('texts a page carries', () => {
  it('are what the server rendered with, and are taken as loaded by the browser', async () => {
    const { createI18n, pageTexts, prepareTexts, provideTexts } = await import('../../src/i18n/create-i18n.ts');
    let loads = 0;
    const section = {
      name: 'carried-demo',
      en: { title: 'Title' },
      load: async () => {
        loads++;
        return { title: 'Titel' };
      },
    };
    // The server: the page rendered in German with its section's texts; English pages carry none.
    await prepareTexts('de', [section]);
    const carried = pageTexts('de', [section.name]);
    expect(carried?.[section.name]).toEqual({ title: 'Titel' });
    expect(Object.keys(carried ?? {})).toContain('translation');
    expect(pageTexts('en', [section.name])).toBeUndefined();
    // The browser (a locale not loaded yet here): the carried texts stand in for the load.
    provideTexts('de_ch', { [section.name]: { title: 'Titel (CH)' } });
    await prepareTexts('de_ch', [section]);
    expect(loads).toBe(1);
    expect(createI18n('de_ch').t('title', { ns: section.name })).toBe('Titel (CH)');
  });
});
