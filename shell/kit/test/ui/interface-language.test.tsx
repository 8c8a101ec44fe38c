// @vitest-environment happy-dom
/**
 * Interface texts inside content of another language (an English page standing in for a
 * missing translation) say they are in the reader's language, so a screen reader reads
 * "Копировать код" with the Russian voice and not the English one; the content around them
 * stays English. Each kit component that writes an interface text inside a body does it
 * itself: copy buttons, code and table labels, tab lists, "required", "opens in a new tab".
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MinimarkNode } from '@site/contracts';
import { ContentRegion } from '../../src/ContentRegion.tsx';
import { createI18n, prepareTexts } from '../../src/i18n/create-i18n.ts';
import { ContentRenderer } from '../../src/prose/ContentRenderer.tsx';
import { cleanup, languageOf, renderView, screen } from '../../src/testing/index.ts';

const READERS = [
  { locale: 'ru', lang: 'ru', dir: 'ltr' },
  { locale: 'he', lang: 'he', dir: 'rtl' },
  { locale: 'ja', lang: 'ja', dir: 'ltr' },
  { locale: 'zh_cn', lang: 'zh-CN', dir: 'ltr' },
];

beforeAll(async () => {
  for (const { locale } of READERS) await prepareTexts(locale);
});
afterEach(cleanup);

const code = (filename: string, text: string): MinimarkNode => ['pre', { language: 'ts', filename, code: text }, ['code', {}, text]];
const body: MinimarkNode[] = [
  ['p', {}, 'Configure the module.'],
  code('nuxt.config.ts', 'export default {}'),
  ['code-group', {}, code('npm', 'npm i'), code('pnpm', 'pnpm add')],
  [
    'table',
    {},
    ['thead', {}, ['tr', {}, ['th', {}, 'Option'], ['th', {}, 'Default']]],
    ['tbody', {}, ['tr', {}, ['td', {}, 'ssr'], ['td', {}, 'true']]],
  ],
  ['field', { name: 'path', type: 'string', required: true }, ['p', {}, 'Where it lives.']],
  ['callout', { to: 'https://nuxt.com' }, 'Read more on Nuxt.'],
];

function renderEnglishPage(locale: string) {
  renderView(
    <ContentRegion article>
      <ContentRenderer body={{ type: 'minimark', value: body }} />
    </ContentRegion>,
    locale,
  );
  return createI18n(locale).t;
}

describe('interface texts inside an English page standing in for a translation', () => {
  it.each(READERS)('carry the reader’s language and direction ($locale)', ({ locale, lang, dir }) => {
    const t = renderEnglishPage(locale);
    const reader = { lang, dir };
    // The content itself is English, in its own direction.
    expect(languageOf(screen.getByText('Configure the module.'))).toEqual({ lang: 'en', dir: dir === 'rtl' ? 'ltr' : null });
    expect(languageOf(screen.getByRole('cell', { name: 'ssr' })).lang).toBe('en');

    for (const button of screen.getAllByRole('button', { name: t('code.copy') })) expect(languageOf(button)).toEqual(reader);
    expect(languageOf(screen.getByRole('group', { name: t('code.named', { name: 'nuxt.config.ts' }) }))).toEqual(reader);
    expect(languageOf(screen.getByRole('tablist', { name: t('code.named', { name: 'npm, pnpm' }) }))).toEqual(reader);
    expect(languageOf(screen.getByRole('group', { name: t('prose.table', { name: 'Option, Default' }) }))).toEqual(reader);
    expect(languageOf(screen.getByText(t('prose.required')))).toEqual(reader);
    expect(languageOf(screen.getByText(t('common.opensInNewTab'), { exact: false }))).toEqual(reader);
    // The tabs are named by their files, which are the content's.
    expect(languageOf(screen.getByRole('tab', { name: 'npm' })).lang).toBe('en');
  });

  it('stay unmarked where the page is in the reader’s language', () => {
    renderView(<ContentRenderer body={{ type: 'minimark', value: body }} />, 'ru');
    const t = createI18n('ru').t;
    expect(languageOf(screen.getAllByRole('button', { name: t('code.copy') })[0]!)).toEqual({ lang: null, dir: null });
    expect(languageOf(screen.getByRole('group', { name: t('prose.table', { name: 'Option, Default' }) }))).toEqual({
      lang: null,
      dir: null,
    });
  });
});
