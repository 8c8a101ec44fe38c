/**
 * Below the large breakpoint: a toggle (three bars / cross) that opens the navigation in a
 * drawer; it closes when the route changes (spec §2). The toggle is a plain button that
 * stays in place; the drawer (an Ark dialog, with the docs navigation inside) is downloaded
 * on intent (the toggle hovered, focused or touched) and mounted only once it has been
 * opened, so the server and the first load pay nothing for it. Focus returns to the toggle
 * when the drawer closes.
 */
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $mobileMenuOpen } from './stores.ts';
import { Icon } from './Icon.tsx';
import type { NavItem } from './header-items.ts';
import { useT } from './i18n/useT.ts';
import { useMountOnOpen } from './use-mount-on-open.ts';
import { loadOnIntent } from './load-on-intent.ts';

const drawer = loadOnIntent(() => import('./MobileMenuDrawer.tsx').then((m) => m.MobileMenuDrawer));

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
  const mount = useMountOnOpen(open);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on route change (spec §2), so the path is the trigger
  useEffect(() => {
    $mobileMenuOpen.set(false);
  }, [path]);

  const Drawer = drawer.Component;
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
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onTouchStart={drawer.preload}
      >
        <Icon name={open ? 'i-lucide-x' : 'i-lucide-menu'} />
      </button>
      {mount.mounted ? (
        <Suspense fallback={null}>
          <Drawer open={mount.open} items={items} drawerId={drawerId} toggle={toggleRef}>
            {children}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
