/**
 * While `el` is in the page, keeps two CSS variables on it equal to what the screen shows of the
 * page: `--visual-viewport-top` and `--visual-viewport-height`, in CSS pixels. A phone's
 * on-screen keyboard shrinks only the visual viewport (Safari, and Chrome since 108): fixed
 * overlays sized to the layout viewport, or to `vh`/`dvh`, run on under the keyboard. Where
 * the browser has no Visual Viewport API the variables stay unset and CSS falls back.
 */
import { useEffect } from 'react';

/** `el`: the overlay's element, from a callback ref (it mounts and unmounts with the overlay). */
export function useVisualViewport(el: HTMLElement | null): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!el || !viewport) return;
    const update = () => {
      el.style.setProperty('--visual-viewport-top', `${viewport.offsetTop}px`);
      el.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [el]);
}
