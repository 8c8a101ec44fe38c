import { useSite } from '@site/kit';
import { formatDate, isoDay } from './format-date.ts';

/** A post's calendar day in the reader's language. */
export function PostDate({ date, className = 'post-date' }: { date: string; className?: string }) {
  const { locale } = useSite();
  return (
    // Browsers can ship other ICU data than Node; the day is the same, only the spelling may differ.
    <time className={className} dateTime={isoDay(date)} suppressHydrationWarning>
      {formatDate(date, locale)}
    </time>
  );
}
