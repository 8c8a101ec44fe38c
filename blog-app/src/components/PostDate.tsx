import { useInterfaceLanguage, useSite } from '@site/kit';
import { formatDate, isoDay } from './format-date.ts';

/** A post's calendar day in the reader's language. */
export function PostDate({ date, className = 'post-date' }: { date: string; className?: string }) {
  const { locale } = useSite();
  // Spelled in the visitor's language, also above an English post: said so, for voices and fonts.
  const language = useInterfaceLanguage();
  return (
    // Browsers can ship other ICU data than Node; the day is the same, only the spelling may differ.
    <time className={className} dateTime={isoDay(date)} suppressHydrationWarning {...language}>
      {formatDate(date, locale)}
    </time>
  );
}
