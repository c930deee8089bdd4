import { switchLanguage } from '../i18n';
import { useTranslation } from '../i18n/use-translation';

/** The button that shows the app in its other language: its code on a phone, its words on a wide screen. */
export function LanguageButton({ className }: { readonly className: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      lang={next}
      aria-label={t('language.switchTo')}
      onClick={() => void switchLanguage(i18n, next)}
      className={`min-h-11 min-w-11 rounded-md border px-3 ${className}`}
    >
      <span aria-hidden="true" className="lg:hidden">
        {next.toUpperCase()}
      </span>
      <span aria-hidden="true" className="hidden lg:inline">
        {t('language.switchTo')}
      </span>
    </button>
  );
}
