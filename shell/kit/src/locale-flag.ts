/**
 * Flag emoji for a locale code (spec §2): the region of `pt-br`/`de_ch` when given, else the
 * language code itself, with a mapping for languages whose country code differs.
 */
const LANGUAGE_COUNTRY: Record<string, string> = {
  en: 'gb',
  ja: 'jp',
  ar: 'sa',
  ko: 'kr',
  zh: 'cn',
  uk: 'ua',
  cs: 'cz',
  da: 'dk',
  el: 'gr',
  et: 'ee',
  fa: 'ir',
  he: 'il',
  hi: 'in',
  hy: 'am',
  ka: 'ge',
  kk: 'kz',
  km: 'kh',
  ky: 'kg',
  lb: 'lu',
  ms: 'my',
  nb: 'no',
  sl: 'si',
  sv: 'se',
  ur: 'pk',
  vi: 'vn',
  bn: 'bd',
  ca: 'ad',
  ckb: 'iq',
  ug: 'cn',
  tj: 'tj',
  sr: 'rs',
  sq: 'al',
  ga: 'ie',
};

export function localeCountry(code: string): string {
  const [language = '', region] = code.toLowerCase().split(/[-_]/);
  if (region && /^[a-z]{2}$/.test(region)) return region;
  return LANGUAGE_COUNTRY[language] ?? language;
}

export function localeFlag(code: string): string {
  const country = localeCountry(code);
  if (!/^[a-z]{2}$/.test(country)) return '';
  return String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 97));
}
