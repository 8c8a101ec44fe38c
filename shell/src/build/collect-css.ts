import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'lightningcss';

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
  return transform({ filename, code: Buffer.from(css), minify: true }).code.toString();
}
