/**
 * Accent folding keeps finding words typed without their accents, while a reader who typed
 * them (Vietnamese, where `ma`, `má`, `mà`, `mã` are four words; `Maße` against `Masse`; Turkish
 * `sık` against `sik`) gets the sections written that way first.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, searchDocs, searchProcessTerm, type SearchSection } from '../src/shared/index.ts';

const section = (id: string, title: string, content: string): SearchSection => ({ id, title, titles: [], content, level: 1 });

/** Indexed, serialised and loaded as the palette loads it. */
function indexOf(sections: SearchSection[]) {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(sections);
  return MiniSearch.loadJSON(JSON.stringify(index), SEARCH_INDEX_OPTIONS);
}
const ids = (index: MiniSearch<SearchSection>, query: string) => searchDocs(index, query).map((r) => r.id);

describe('exact accents rank above folded matches', () => {
  // Folded alone, the shorter sections outrank the longer ones whatever the accents (BM25).
  const vietnamese = indexOf([
    section('/vi/ma', 'Ma trận', 'Ma trận dữ liệu'),
    section('/vi/mã', 'Mã nguồn', 'Mã nguồn của mô-đun và cách đọc mã nguồn'),
    section('/vi/má', 'Má', 'Má tôi nói'),
    section('/vi/mà', 'Nhưng mà', 'Nhanh mà gọn, nhanh hơn trước rất nhiều lần'),
  ]);

  it('puts the sections that wrote the word as typed first, and keeps every folded match', () => {
    expect(ids(vietnamese, 'mã nguồn')[0]).toBe('/vi/mã');
    expect(ids(vietnamese, 'mã')).toEqual(['/vi/mã', ...ids(vietnamese, 'ma').filter((id) => id !== '/vi/mã')]);
    expect(ids(vietnamese, 'mà')[0]).toBe('/vi/mà');
    expect(new Set(ids(vietnamese, 'mà'))).toEqual(new Set(['/vi/ma', '/vi/mã', '/vi/má', '/vi/mà']));
  });

  it('reads a word typed without accents as that word, where accents tell words apart', () => {
    // `ma` as typed is only in /vi/ma: it comes first, the accented ones still follow.
    expect(ids(vietnamese, 'ma ')[0]).toBe('/vi/ma');
    expect(ids(vietnamese, 'ma ')).toHaveLength(4);
  });

  it('counts the word still being typed by its prefix, accents included', () => {
    const index = indexOf([
      section('/vi/tieng', 'Tiêu đề', 'tiêu chuẩn và tiêu chí'),
      section('/vi/tiếng', 'Tiếng Việt', 'Ngôn ngữ tiếng Việt và tiếng Anh'),
    ]);
    expect(ids(index, 'tiế')[0]).toBe('/vi/tiếng');
    expect(ids(index, 'tiê')[0]).toBe('/vi/tieng');
    expect(ids(index, 'tie')).toHaveLength(2);
  });

  it('tells ß from ss and the dotless ı from i, still finding either when typed the other way', () => {
    const index = indexOf([
      section('/de/masse', 'Masse', 'Die Masse eines Körpers'),
      section('/de/masze', 'Maße', 'Maße und Gewichte der Bauteile im Überblick und mehr Text'),
      section('/tr/sik', 'Sık sorulanlar', 'Sık sorulan sorular ve yanıtları burada'),
      section('/tr/sik2', 'Sik', 'sik'),
    ]);
    expect(ids(index, 'maße ')).toEqual(['/de/masze', '/de/masse']);
    expect(ids(index, 'masse ')).toEqual(['/de/masse', '/de/masze']);
    expect(ids(index, 'sık ')[0]).toBe('/tr/sik');
    expect(ids(index, 'sik ')[0]).toBe('/tr/sik2');
    // Turkish capital İ lower-cases to a plain i, as Turkish writes it.
    const istanbul = indexOf([section('/tr/ist', 'İstanbul', 'İstanbul'), section('/tr/other', 'Istanbul guide', 'Istanbul guide text')]);
    expect(ids(istanbul, 'istanbul ')).toHaveLength(2);
  });

  it('keeps the scores of folding, and its order where no accents are involved', () => {
    // The index as it was before exact spellings: folded terms only.
    const foldedOnly = (sections: SearchSection[]) => {
      const index = new MiniSearch({ ...SEARCH_INDEX_OPTIONS, processTerm: searchProcessTerm });
      index.addAll(sections);
      return index;
    };
    const english = [section('/a', 'Install', 'Install the module'), section('/b', 'Configuration', 'Install it, then configure')];
    const scored = (index: MiniSearch<SearchSection>, query: string) => searchDocs(index, query).map((r) => [r.id, r.score]);
    expect(scored(indexOf(english), 'install')).toEqual(scored(foldedOnly(english), 'install'));
    expect(scored(indexOf(english), 'configure ')).toEqual(scored(foldedOnly(english), 'configure '));
    const vi = [section('/vi/ma', 'Ma trận', 'Ma trận dữ liệu'), section('/vi/mã', 'Mã nguồn', 'Mã nguồn của mô-đun và mã')];
    const sorted = (rows: Array<Array<unknown>>) => [...rows].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(sorted(scored(indexOf(vi), 'mã'))).toEqual(sorted(scored(foldedOnly(vi), 'mã')));
  });
});

describe('Arabic words with the article joined to them', () => {
  const arabic = indexOf([
    section('/ar/install', 'التثبيت', 'خطوات التثبيت والمتطلبات'),
    section('/ar/deps', 'الاعتماديات', 'ثبّت الاعتماديات بالأمر'),
    section('/ar/other', 'تكوين', 'لا علاقة'),
  ]);

  it('are found by the bare word a reader types, and still by the word as written', () => {
    expect(ids(arabic, 'تثبيت')).toEqual(['/ar/install']);
    expect(ids(arabic, 'التثبيت')).toEqual(['/ar/install']);
    expect(ids(arabic, 'متطلبات')).toEqual(['/ar/install']);
    expect(ids(arabic, 'اعتماديات')).toEqual(['/ar/deps']);
    // The word being typed, by its prefix.
    expect(ids(arabic, 'تثب')).toEqual(['/ar/install']);
  });

  it('leave a word that only starts like an article whole: a bare word keeps two letters', () => {
    const short = indexOf([section('/ar/one', 'الم', 'ألم'), section('/ar/two', 'لا', 'شيء')]);
    expect(ids(short, 'م')).toEqual([]);
  });
});
