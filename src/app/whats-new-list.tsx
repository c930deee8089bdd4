import { useTranslation } from '../i18n/use-translation';
import '../screens/shared/screens.css';
import './tools-words';
import type { WhatsNew } from './whats-new';

/** What changed in each version since the one running, opened on demand under the offer of an update. */
export function WhatsNewList({ news }: { readonly news: WhatsNew }) {
  const { t } = useTranslation();
  return (
    <details className="w-full" data-testid="whats-new">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('update.whatChanged')}</summary>
      <div className="max-h-[40vh] overflow-y-auto text-sm">
        {news.versions.map(({ version, lines }) => (
          <section key={version} aria-label={t('update.version', { version })}>
            {news.versions.length > 1 && <h3 className="mt-2 font-semibold">{t('update.version', { version })}</h3>}
            <ul className="list-disc pl-5">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
