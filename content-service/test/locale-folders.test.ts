/**
 * Locale folders as other teams name them: a folder laid out as a locale's (`{x}/docs/…`,
 * `{x}/index.md`) whose name is no locale of the site is named in its warning with the codes
 * it may mean, never lumped in with files that belong to no collection.
 */
import { describe, expect, it } from 'vitest';
import { siteConfig, type SiteConfig } from '@site/contracts';
import { classifySource } from '../src/shared/sources.ts';

const reasonFor = (rel: string, site: SiteConfig = siteConfig) => {
  const source = classifySource(rel, site);
  if (source.type !== 'ignored') throw new Error(`${rel} was built as ${source.type}`);
  return source.reason;
};

describe('a locale folder the site does not serve', () => {
  it.each([
    ['jp/docs/1.intro.md', 'jp', '"ja/"'],
    ['zh-TW/docs/guide/writing.md', 'zh-TW', '"zh_tw/"'],
    ['FA_IR/docs/index.md', 'FA_IR', '"fa_ir/"'],
    ['pt-PT/docs/index.md', 'pt-PT', '"pt/" or "pt_br/"'],
    ['cn/index.md', 'cn', '"ug_cn/" or "zh_cn/"'],
  ])('%s: names the folder and the code it may mean', (rel, folder, meant) => {
    const reason = reasonFor(rel);
    expect(reason).toContain(`"${folder}" is not a locale this site serves`);
    expect(reason).toContain(`did you mean ${meant}?`);
  });

  it('suggests nothing when no code is near, and still names the folder', () => {
    const reason = reasonFor('xx_yy/docs/a.md');
    expect(reason).toContain('"xx_yy" is not a locale this site serves');
    expect(reason).not.toContain('did you mean');
  });

  it('says where the default locale lives, and when i18n is off', () => {
    expect(reasonFor('en/docs/a.md')).toContain('"en" is the default locale, whose pages live without a locale folder');
    const off: SiteConfig = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };
    expect(reasonFor('fr/docs/a.md', off)).toContain('i18n is off');
  });

  it('keeps the general reason for files outside any collection', () => {
    expect(reasonFor('notes/todo.md')).toContain('it is not in any collection');
  });
});
