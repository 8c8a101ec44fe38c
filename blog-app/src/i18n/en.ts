/** English texts of the blog namespace: the source every translation follows. */
export const en = {
  blog: {
    feed: 'RSS feed',
    changelog: 'Changelog',
    empty: 'No posts have been published yet.',
    changelogEmpty: 'No releases have been published yet.',
    writtenBy: 'Written by {{names}}',
    authors: 'Authors',
    draft: 'Draft',
    morePosts: 'More posts',
    otherReleases: 'Other releases',
  },
};
