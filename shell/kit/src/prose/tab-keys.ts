/**
 * The WAI-ARIA tabs keys (arrows, mirrored in right-to-left text, Home and End): the tab a
 * key moves to, or null for any other key. One rule for tabs React renders (SimpleTabs) and
 * tabs in server HTML (server-html-behaviour.ts).
 */
export function tabForKey(key: string, selected: number, count: number, rtl: boolean): number | null {
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (step !== undefined) return (selected + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
