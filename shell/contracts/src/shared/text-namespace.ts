/**
 * A section's interface texts as an i18next namespace: English bundled (the fallback), every
 * other locale loaded on demand (a chunk of its own in the browser), so a page ships only the
 * visited locale's texts.
 */
export interface TextNamespace<Messages extends object = object> {
  name: string;
  en: Messages;
  /** The locale's texts, or undefined when the section has none for it. */
  load(locale: string): Promise<object | undefined>;
}
