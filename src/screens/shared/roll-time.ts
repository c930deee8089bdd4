import { intlLocale } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';

const formats = new Map<string, Intl.DateTimeFormat>();

/** When a logged roll was made, as the page's language writes a date and time ("27/11/2026 15:16:43"). */
export function useRollTime(): (at: string) => string {
  const { i18n } = useTranslation();
  // By the locale the page writes in (the language, with the browser's region where it speaks it).
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  const { format: write } = format;
  return (at) => write(new Date(at));
}
