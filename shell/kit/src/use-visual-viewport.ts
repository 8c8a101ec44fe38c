/**
 * While `active`, keeps two CSS variables on the root element equal to what the screen shows
 * of the page: `--visual-viewport-top` and `--visual-viewport-height`, in CSS pixels. A phone's
 * on-screen keyboard shrinks only the visual viewport (Safari, and Chrome since 108): fixed
 * overlays sized to the layout viewport, or to `vh`/`dvh`, run on under the keyboard. Where
 * the browser has no Visual Viewport API the variables stay unset and CSS falls back.
 */
import { useEffect } from 'react';

const TOP = '--visual-viewport-top';
const HEIGHT = '--visual-viewport-height';

export function useVisualViewport(active: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const root = document.documentElement.style;
    const update = () => {
      root.setProperty(TOP, `${viewport.offsetTop}px`);
      root.setProperty(HEIGHT, `${viewport.height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.removeProperty(TOP);
      root.removeProperty(HEIGHT);
    };
  }, [active]);
}
