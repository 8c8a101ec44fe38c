import type { Author, PostRow } from '@site/contracts';

const mara: Author = {
  name: 'Mara Lindqvist',
  username: 'maralindqvist',
  to: 'https://github.com/maralindqvist',
  avatar: { src: '/_content/_images/avatars/mara-lindqvist.svg', alt: 'Mara Lindqvist' },
};
const kenji: Author = {
  name: 'Kenji Arai',
  username: 'kenjiarai',
  to: 'https://github.com/kenjiarai',
  avatar: { src: '/_content/_images/avatars/kenji-arai.svg', alt: 'Kenji Arai' },
};

/** A post row as the content client decodes it (JSON columns parsed, booleans as booleans). */
export function postRow(
  fields: Partial<PostRow> & Pick<PostRow, 'title' | 'date'> & { slug: string; folder?: 'blog' | 'changelog' },
): PostRow {
  const { slug, folder = 'blog', ...rest } = fields;
  return {
    id: `posts/${folder}/${slug}.md`,
    description: `${fields.title}: what it is about.`,
    body: { type: 'minimark', value: [['p', {}, `Body of ${fields.title}.`]] },
    extension: 'md',
    meta: {},
    navigation: true,
    path: `/${folder}/${slug}`,
    seo: {},
    stem: `${folder}/${slug}`,
    authors: [mara],
    categories: [],
    category: folder === 'blog' ? 'announcement' : 'release',
    draft: false,
    image: { src: `/_content/_images/${folder}/${slug}.svg`, alt: `Cover of ${fields.title}` },
    ...rest,
  };
}

export const announcingV3 = postRow({
  slug: 'announcing-v3',
  title: 'Announcing Nuxt Content v3',
  date: '2026-01-15',
  authors: [mara, kenji],
  categories: ['announcement', 'release'],
  category: 'announcement',
  image: { src: '/_content/_images/blog/announcing-v3.svg', alt: 'Green database cylinder over a folder of Markdown files' },
});
export const queryBuilder = postRow({
  slug: 'query-builder',
  title: 'Querying collections with the builder',
  date: '2026-03-02',
  category: 'tutorial',
  authors: [{ name: 'Priya Raman' }],
});
export const v340 = postRow({ slug: 'v3-4-0', folder: 'changelog', title: 'Search in every language', date: '2026-06-10' });
export const v341 = postRow({ slug: 'v3-4-1', folder: 'changelog', title: 'v3.4.1: tokenizer fixes', date: '2026-07-01' });
export const v300 = postRow({ slug: 'v3-0-0', folder: 'changelog', title: 'Collections and SQL storage', date: '2025-11-20' });
