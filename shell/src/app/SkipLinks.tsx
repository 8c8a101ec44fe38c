/**
 * The skip links, first in the page: "Skip to content" lands on the article, past the docs
 * sidebar (a docs page's article carries `PAGE_ELEMENT_IDS.content`; elsewhere `<main>` is
 * the content), "Skip to navigation" on the sidebar. Plain fragment links the client router
 * leaves to the browser (`data-no-router`): the browser scrolls to the target and focuses it
 * (each target has `tabIndex={-1}`), with or without JavaScript.
 */
import { PAGE_ELEMENT_IDS } from '@site/contracts';
import { useT } from '@site/kit';

export function SkipLinks({ withSidebar }: { withSidebar: boolean }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${withSidebar ? PAGE_ELEMENT_IDS.content : PAGE_ELEMENT_IDS.main}`} data-no-router="">
        {t('common.skipToContent')}
      </a>
      {withSidebar ? (
        <a className="skip-link skip-link--navigation" href={`#${PAGE_ELEMENT_IDS.navigation}`} data-no-router="">
          {t('common.skipToNavigation')}
        </a>
      ) : null}
    </>
  );
}
