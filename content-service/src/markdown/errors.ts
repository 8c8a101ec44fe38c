/**
 * Diagnostics of the markdown pipeline. A diagnostic always names the file and the 1-based
 * line, says what is wrong and how to fix it, so a failed build points straight at the fix.
 */

export interface ContentDiagnostic {
  file: string;
  line: number;
  message: string;
  hint: string;
}

function formatDiagnostic(d: ContentDiagnostic): string {
  return `${d.file}:${d.line}: ${d.message} ${d.hint}`.trimEnd();
}

/** A markdown or front matter error that must fail the build (the previous database keeps serving). */
export class ContentSyntaxError extends Error {
  readonly code = 'CONTENT_SYNTAX_ERROR';
  readonly diagnostic: ContentDiagnostic;

  constructor(diagnostic: ContentDiagnostic) {
    super(formatDiagnostic(diagnostic));
    this.name = 'ContentSyntaxError';
    this.diagnostic = diagnostic;
  }
}

/** Collects non-fatal findings (unknown code language, undecodable bound prop) for one file. */
export class WarningList {
  readonly items: ContentDiagnostic[] = [];
  constructor(readonly file: string) {}

  add(line: number, message: string, hint: string): void {
    this.items.push({ file: this.file, line, message, hint });
  }
}
