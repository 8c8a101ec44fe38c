/**
 * The build's console output: a live progress line on a terminal, and a one-line summary.
 * What it is given is written with its control characters escaped (newlines kept): content
 * names and texts reach it, and no escape sequence of theirs reaches the terminal.
 */
import { printable } from '../errors.ts';

export interface Reporter {
  progress(done: number, total: number, what: string): void;
  line(text: string): void;
  error(text: string): void;
  done(): void;
}

export function consoleReporter(quiet = false, stream: NodeJS.WriteStream = process.stderr): Reporter {
  if (quiet) return { progress() {}, line() {}, error() {}, done() {} };
  let last = 0;
  let shown = false;
  return {
    progress(done, total, what) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (done < total && now - last < 80) return;
      last = now;
      stream.write(`\r\x1b[2K[content] ${what} ${done}/${total}`);
      shown = true;
    },
    line(text) {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
      stream.write(`[content] ${printable(text, true)}\n`);
    },
    error(text) {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
      stream.write(`${printable(text, true)}\n`);
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}
