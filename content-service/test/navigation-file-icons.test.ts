/**
 * A folder's `.navigation.yml` names its icon as a page's front matter does: an icon no
 * installed collection has is a warning with the file and the line, as on a page (the sidebar
 * shows no icon there), never silence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let warnings: string[];

beforeAll(async () => {
  box = sandbox('basic');
  box.write('docs/2.guide/.navigation.yml', 'title: Guide\nicon: i-lucide-no-such-icon-xyz\n');
  box.write('docs/3.no-index/.navigation.yml', 'title: Without index\nnavigation:\n  icon: i-lucide-book-open\n');
  const result = await buildContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true });
  warnings = result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
});
afterAll(() => box.cleanup());

describe("a folder's .navigation.yml icon", () => {
  it('that no installed collection has is a warning at its line', () => {
    expect(warnings.filter((w) => w.includes('.navigation.yml'))).toEqual([
      expect.stringMatching(
        /docs\/2\.guide\/\.navigation\.yml:2: icon "i-lucide-no-such-icon-xyz" is not in the installed "lucide" collection$/,
      ),
    ]);
  });
});
