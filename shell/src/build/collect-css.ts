import fs from 'node:fs';
import path from 'node:path';
import { Features, transform, type Targets } from 'lightningcss';

/** Concatenates the CSS files under `dirs` (sorted, stable) into one stylesheet. */
export function collectCss(dirs: string[]): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  dirs.forEach(walk);
  return files.map((f) => `/* ${path.basename(f)} */\n${fs.readFileSync(f, 'utf8')}`).join('\n');
}

/**
 * Minifies the collected stylesheet with lightningcss (a real CSS parser: a hand-written regex
 * minifier broke selectors and strings before). A syntax error fails the build with the file
 * position, instead of shipping a stylesheet the browser would partly drop.
 */
export function minifyCss(css: string, filename = 'styles.css'): string {
  return transform({ filename, code: Buffer.from(css), minify: true, targets: BROWSERS, exclude: ALL_BUT_PREFIXES }).code.toString();
}

/** lightningcss's version encoding: major in the third byte, minor in the second. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers the stylesheets are written for: the first versions with `color-mix()`, which
 * the colour tokens need. lightningcss adds the vendor prefixes they still want (Safari reads
 * `backdrop-filter` only as `-webkit-backdrop-filter` before 18). Without targets it kept only
 * the last of a prefixed and an unprefixed declaration, so writing both by hand dropped the
 * standard one: Chromium and Firefox lost the header's blur.
 */
const BROWSERS: Targets = {
  chrome: version(111),
  edge: version(111),
  firefox: version(113),
  safari: version(16, 2),
  ios_saf: version(16, 2),
};

/**
 * Everything lightningcss would lower for those browsers except prefixes: it would rewrite
 * `:dir(rtl)` as a list of right-to-left languages (direction would follow `lang`, not the
 * `dir` an element is given) and add fallbacks the site does not need.
 */
const ALL_BUT_PREFIXES = Object.values(Features).reduce((all, bit) => all | bit, 0) & ~Features.VendorPrefixes;
