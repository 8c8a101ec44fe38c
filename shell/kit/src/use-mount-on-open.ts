/**
 * For overlays mounted only once first opened: `mounted` turns true on the first open and
 * stays true, so the Ark root can play its closing animation and restore focus, and
 * reopening is instant. Until then nothing of the overlay exists, on the server or in the
 * browser.
 */
import { useState } from 'react';

export function useMountOnOpen(open: boolean): { mounted: boolean; open: boolean } {
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return { mounted: mounted || open, open };
}
