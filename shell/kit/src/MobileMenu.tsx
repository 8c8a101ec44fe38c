/**
 * Below the large breakpoint: a toggle (three bars / cross) that opens the navigation in a
 * drawer; it closes when the route changes (spec §2). The toggle is a plain button that
 * stays in place; the drawer (an Ark dialog, with the docs navigation inside) is mounted
 * only once it has been opened, so the server and the first client render pay nothing
 * for it. Focus returns to the toggle when the drawer closes. A swipe towards its edge, or a
 * click on its grip, closes it, with the drawer timings of spec §9 (useDrawerGestures).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useStore } from '@nanostores/react';
import { $mobileMenuOpen } from './stores.ts';
import { NavItemLink } from './NavItemLink.tsx';
import { Icon } from './Icon.tsx';
import type { NavItem } from './header-items.ts';
import { useT } from './i18n/useT.ts';
import { useMountOnOpen } from './use-mount-on-open.ts';
import { useDrawerGestures } from './useDrawerGestures.ts';
import { useSite } from './site-context.tsx';
import { localeDir } from '@site/contracts';

export interface MobileMenuProps {
  items: NavItem[];
  /** Current path: the drawer closes whenever it changes. */
  path: string;
  /** Extra drawer content (the docs navigation, language links). */
  children?: ReactNode;
}

export function MobileMenu({ items, path, children }: MobileMenuProps) {
  const t = useT();
  const open = useStore($mobileMenuOpen);
  const drawer = useMountOnOpen(open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { locale } = useSite();
  // The drawer comes from the inline end: the right in left-to-right pages, the left in right-to-left ones.
  const gestures = useDrawerGestures(drawer.open, {
    direction: localeDir(locale) === 'rtl' ? 'left' : 'right',
    onClose: () => $mobileMenuOpen.set(false),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on route change (spec §2), so the path is the trigger
  useEffect(() => {
    $mobileMenuOpen.set(false);
  }, [path]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-ghost btn-icon menu-toggle"
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => $mobileMenuOpen.set(!open)}
      >
        <Icon name={open ? 'i-lucide-x' : 'i-lucide-menu'} />
      </button>
      {drawer.mounted ? (
        <Dialog.Root
          open={drawer.open}
          onOpenChange={(d) => $mobileMenuOpen.set(d.open)}
          finalFocusEl={() => toggleRef.current}
          // The content's id comes through `ids`: zag finds its parts by id (an `id` prop on
          // Dialog.Content would hide it from the focus trap and Escape handling).
          ids={{ content: drawerId }}
          lazyMount
          unmountOnExit
        >
          <Portal>
            <Dialog.Backdrop className="drawer-backdrop" />
            <Dialog.Positioner className="drawer-positioner">
              <Dialog.Content className="drawer" {...gestures.content}>
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
      ) : null}
    </>
  );
}
