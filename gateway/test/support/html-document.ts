/** An HTML answer as a document, to read what a reader sees by element rather than by pattern. */
import { Window, type Document } from 'happy-dom';

export function htmlDocument(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document;
}
