import { useTextWithDefaults } from '@site/kit/ui';

/**
 * Interface texts of the blog and changelog views, in English. They are looked up in the
 * kit's i18n messages first (shell/kit/src/ui/i18n/messages), so a locale that translates a
 * key shows its translation; any other locale shows these defaults.
 */
export const BLOG_TEXT = {
  'header.blog': 'Blog',
  'blog.changelog': 'Changelog',
  'blog.empty': 'No posts have been published yet.',
  'blog.changelogEmpty': 'No releases have been published yet.',
  'blog.writtenBy': 'Written by {{names}}',
  'blog.authors': 'Authors',
  'blog.draft': 'Draft',
  'blog.morePosts': 'More posts',
  'blog.otherReleases': 'Other releases',
  'common.previous': 'Previous',
  'common.next': 'Next',
} as const;

export type BlogTextKey = keyof typeof BLOG_TEXT;

export function useBlogText(): (key: BlogTextKey, vars?: Record<string, string | number>) => string {
  return useTextWithDefaults(BLOG_TEXT);
}
