/**
 * The interface texts of one locale, as the site uses them: namespaces of nested messages
 * (`{ code: { copied: '…' } }`, keys `code.copied`), a fallback language for every key
 * missing from the locale's own texts, `{{name}}` placeholders. It takes i18next's resource
 * format and the part of its API the kit called (`t`, `addResourceBundle`,
 * `hasResourceBundle`) in about a kilobyte, where i18next added 16 KB gzip to every first
 * load.
 */
export interface TranslateOptions {
  /** The namespace, or namespaces in order, to look the key up in (the instance's default otherwise). */
  ns?: string | readonly string[];
  [variable: string]: unknown;
}

type Messages = { readonly [key: string]: unknown };

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

function find(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  private readonly bundles = new Map<string, Messages>();

  constructor(
    readonly language: string,
    private readonly fallbackLanguage: string,
    private readonly defaultNamespace: string,
  ) {}

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}\u0000${namespace}`);
  }

  /** The messages of one namespace in one language, as added. */
  bundle(language: string, namespace: string): object | undefined {
    return this.bundles.get(`${language}\u0000${namespace}`);
  }

  addResourceBundle(language: string, namespace: string, messages: object): void {
    this.bundles.set(`${language}\u0000${namespace}`, messages as Messages);
  }

  /**
   * The text of `key`: each namespace in order, first in the locale then in the fallback
   * language; a placeholder without a value reads as nothing; a key found nowhere is itself.
   */
  t(key: string, options: TranslateOptions = {}): string {
    const namespaces = options.ns === undefined ? [this.defaultNamespace] : typeof options.ns === 'string' ? [options.ns] : options.ns;
    const languages = this.language === this.fallbackLanguage ? [this.language] : [this.language, this.fallbackLanguage];
    for (const namespace of namespaces) {
      for (const language of languages) {
        const text = find(this.bundles.get(`${language}\u0000${namespace}`), key);
        if (text !== undefined) return text.replace(PLACEHOLDER, (_, name: string) => String(options[name] ?? ''));
      }
    }
    return key;
  }
}
