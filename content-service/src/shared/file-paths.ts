/**
 * What a served file's path may hold, segment by segment: shared by the routes that serve
 * files (they check every request before it touches the filesystem) and the build (which
 * warns about a file no request could name).
 */

/** Why a decoded path segment can never name a served file, or null when it can. */
export function segmentProblem(decoded: string): string | null {
  if (decoded === '' || decoded === '.' || decoded === '..') return 'empty, "." or ".." segments';
  if (decoded.startsWith('.')) return 'hidden files';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f/\\:]/.test(decoded)) return 'control characters, slashes, backslashes or colons';
  return null;
}
