/** A data folder the content database cannot be written in is named, with the variable that moves it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirProblem } from '../src/config.ts';

describe('the content data folder', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('is made when missing and left as it was', () => {
    const dir = path.join(tmp, 'new', 'data');
    expect(dataDirProblem(dir)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('names a folder under a file, and CONTENT_DATA_DIR', () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, '');
    expect(dataDirProblem(path.join(file, 'data'))).toBe(
      `the content database cannot be written in ${path.join(file, 'data')} (ENOTDIR): set CONTENT_DATA_DIR to a folder this process may create and write`,
    );
  });
});
