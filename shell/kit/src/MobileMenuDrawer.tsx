/**
 * The mobile menu's drawer: an Ark dialog with the main navigation and whatever the page adds
 * (the docs navigation, language links). Loaded on intent by MobileMenu.tsx, never on first paint.
 * A swipe towards its edge, or a click on its grip, closes it, with the drawer timings of
 * spec §9 (useDrawerGestures). It opens scrolled to the page being read, so a reader deep in
 * the docs sees where they are without scrolling through every section above it.
 */
import type { ReactNode, RefObject } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { $mobileMenuOpen } from './stores.ts';
import { NavItemLink } from './NavItemLink.tsx';
import { Icon } from './Icon.tsx';
import type { NavItem } from './header-items.ts';
import { useT } from './i18n/useT.ts';
import { useDrawerGestures } from './useDrawerGestures.ts';
import { revealWithin } from './reveal-within.ts';
import { useSite } from './site-context.tsx';
import { localeDir } from '@site/contracts';

export interface MobileMenuDrawerProps {
  open: boolean;
  items: NavItem[];
  drawerId: string;
  /** The toggle, where focus returns when the drawer closes. */
  toggle: RefObject<HTMLButtonElement | null>;
  children?: ReactNode;
}

/** The drawer opens scrolled to its deepest link to the current page (the docs navigation's, after the section's). */
function revealCurrentPage(drawer: HTMLElement | null): void {
  if (drawer) revealWithin(drawer, [...drawer.querySelectorAll('a[aria-current="page"]')].at(-1));
}

export function MobileMenuDrawer({ open, items, drawerId, toggle, children }: MobileMenuDrawerProps) {
  const t = useT();
  const { locale } = useSite();
  // The drawer comes from the inline end: the right in left-to-right pages, the left in right-to-left ones.
  const gestures = useDrawerGestures(open, {
    direction: localeDir(locale) === 'rtl' ? 'left' : 'right',
    onClose: () => $mobileMenuOpen.set(false),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => $mobileMenuOpen.set(d.open)}
      finalFocusEl={() => toggle.current}
      // The content's id comes through `ids`: zag finds its parts by id (an `id` prop on
      // Dialog.Content would hide it from the focus trap and Escape handling).
      ids={{ content: drawerId }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="drawer-backdrop" />
        <Dialog.Positioner className="drawer-positioner">
          <Dialog.Content className="drawer" ref={revealCurrentPage} {...gestures.content}>
            {/* A pointer grip, hidden from assistive technology: keyboard and screen readers have the close button. */}
            <div className="drawer-handle" aria-hidden="true" {...gestures.handle} />
            <div className="drawer-head">
              <Dialog.Title className="toc-title">{t('header.menu')}</Dialog.Title>
              <Dialog.CloseTrigger className="btn btn-ghost btn-icon" aria-label={t('header.closeMenu')}>
                <Icon name="i-lucide-x" />
              </Dialog.CloseTrigger>
            </div>
            <nav className="drawer-nav" aria-label={t('header.mainNavigation')}>
              <ul>
                {items.map((item) => (
                  <li key={item.label}>
                    {item.children ? (
                      <>
                        <span className={item.active ? 'nav-link active' : 'nav-link'}>
                          {item.icon ? <Icon name={item.icon} /> : null}
                          {item.label}
                        </span>
                        <ul className="nav-sub">
                          {item.children.map((child) => (
                            <li key={child.label}>
                              <NavItemLink item={child} />
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <NavItemLink item={item} />
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
