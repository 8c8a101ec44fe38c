/**
 * Interface texts of every supported locale (spec §9), in every namespace of the repository:
 * prints the coverage per locale and fails below 100%; a key a locale lacks falls back to
 * English, never to the raw key.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeTag, SUPPORTED_LOCALES, type TextNamespace } from '@site/contracts';
import { createI18n, prepareTexts } from '@site/kit';
import { coverage, findTextNamespaces, loadTexts, missingPluralForms } from './support/text-coverage.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('interface texts', () => {
  const namespaces = findTextNamespaces(ROOT);

  it('finds the kit namespace and each section namespace', () => {
    const folders = namespaces.map((n) => n.folder).sort();
    expect(folders).toEqual(
      [
        'blog-app/src/i18n',
        'docs-app/src/i18n',
        'shell/kit/src/i18n/messages',
        'shell/src/views/i18n',
        'studio-app/src/i18n',
        'templates-app/src/i18n',
      ].sort(),
    );
  });

  it('covers 100% of every namespace in every supported locale', async () => {
    const rows: string[] = [];
    const failures: string[] = [];
    const english = new Map(await Promise.all(namespaces.map(async (n) => [n.folder, await loadTexts(n.english)] as const)));
    for (const { code } of SUPPORTED_LOCALES.filter((l) => l.code !== 'en')) {
      let total = 0;
      let translated = 0;
      for (const ns of namespaces) {
        const file = ns.locales.get(code);
        const result = coverage(english.get(ns.folder)!, file ? await loadTexts(file) : undefined);
        total += result.total;
        translated += result.translated;
        failures.push(...result.problems.map((p) => `${code} ${ns.folder} ${p}`));
      }
      rows.push(`${code.padEnd(6)} ${((100 * translated) / total).toFixed(1).padStart(5)}%  ${translated}/${total}`);
    }
    console.log(`Interface text coverage per locale:\n${rows.join('\n')}`);
    expect(failures).toEqual([]);
  });

  it("gives every text written for a count a form for each plural category of the locale's language", async () => {
    const gaps: string[] = [];
    let counted = 0;
    for (const ns of namespaces) {
      const english = await loadTexts(ns.english);
      for (const { code } of SUPPORTED_LOCALES.filter((l) => l.code !== 'en')) {
        const file = ns.locales.get(code);
        if (!file) continue;
        counted++;
        gaps.push(...missingPluralForms(english, await loadTexts(file), localeTag(code)).map((key) => `${code} ${ns.folder} ${key}`));
      }
    }
    expect(counted).toBeGreaterThan(0);
    expect(gaps).toEqual([]);
  });

  it('falls back to English for a key a locale lacks, never showing the key', async () => {
    const texts: TextNamespace<{ demo: { kept: string; missing: string } }> = {
      name: 'coverage-demo',
      en: { demo: { kept: 'Kept', missing: 'Only in English' } },
      load: async (locale) => (locale === 'de' ? { demo: { kept: 'Behalten' } } : undefined),
    };
    await prepareTexts('de', [texts]);
    const i18n = createI18n('de');
    expect(i18n.t('demo.kept', { ns: 'coverage-demo' })).toBe('Behalten');
    expect(i18n.t('demo.missing', { ns: 'coverage-demo' })).toBe('Only in English');
    // The kit's own texts of the locale are loaded too.
    expect(i18n.t('common.close')).toBe('Schließen');
  });

  it('gives a locale without any texts the English ones', async () => {
    await prepareTexts('xx');
    expect(createI18n('xx').t('common.backToHome')).toBe('Back to home');
  });
});
