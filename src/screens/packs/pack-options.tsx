import { useEffect } from 'react';
import '../../app/tools-words';
import { useTranslation } from '../../i18n/use-translation';
import { PACK_CHOICE } from '../../state/pack-link-address';
import { indexMissing, nameIn, usePackNames } from '../../state/pack-names';

/**
 * The kept packs in the game picker, as the player's own games (their names from the light index, not the packs):
 * loaded after the first paint.
 */
export function PackOptions({ onListed }: { readonly onListed: (count: number) => void }) {
  const { t, i18n } = useTranslation();
  const names = usePackNames((s) => s.names);
  useEffect(() => onListed(names.length), [names.length, onListed]);
  // Packs kept without the index: the packs themselves are read (their reader writes the index).
  useEffect(() => {
    if (!indexMissing()) return;
    void import('../../state/kept-packs').then(({ useKeptPacks }) => {
      if (indexMissing()) void useKeptPacks.persist.rehydrate();
    });
  }, []);
  if (names.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <optgroup label={t('games.ownGroup')}>
      {names.map((entry) => (
        <option key={entry.id} value={`${PACK_CHOICE}${entry.id}`}>
          {t('packChoice', { name: nameIn(entry, language), version: entry.version })}
        </option>
      ))}
    </optgroup>
  );
}
