import { useEffect } from 'react';
import '../../app/tools-words';
import { useTranslation } from '../../i18n/use-translation';
import { PACK_CHOICE, usePackInPlay } from '../../state/packs/pack-link-address';
import { indexMissing, nameIn, textIn, usePackNames } from '../../state/packs/pack-names';

/**
 * The kept packs in the game picker, as the player's own games (their names from the light index, not the packs):
 * loaded after the first paint.
 */
export function PackOptions({ onListed }: { readonly onListed: (listed: string) => void }) {
  const { t, i18n } = useTranslation();
  const names = usePackNames((s) => s.names);
  // A pack a link opened that this device does not keep: in the picker all the same, said as such, so the picker
  // never names another game over the notice.
  const inPlay = usePackInPlay((s) => s.id);
  const linkName = usePackInPlay((s) => s.name ?? null);
  const missing = inPlay !== null && !names.some((n) => n.id === inPlay) ? inPlay : null;
  // The choices listed, not only how many: a pack removed while on show becomes the one not kept, in the same count.
  const listed = [missing, ...names.map((n) => n.id)].join(' ');
  useEffect(() => onListed(listed), [listed, onListed]);
  // Packs kept without the index: the packs themselves are read (their reader writes the index).
  useEffect(() => {
    if (!indexMissing()) return;
    void import('../../state/packs/kept-packs').then(({ useKeptPacks }) => {
      if (indexMissing()) void useKeptPacks.persist.rehydrate();
    });
  }, []);
  if (names.length === 0 && missing === null) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <optgroup label={t('games.ownGroup')}>
      {missing !== null && (
        <option value={`${PACK_CHOICE}${missing}`} disabled>
          {t('packNotKeptChoice', { name: (linkName && textIn(linkName, language)) ?? missing })}
        </option>
      )}
      {names.map((entry) => (
        <option key={entry.id} value={`${PACK_CHOICE}${entry.id}`}>
          {t('packChoice', { name: nameIn(entry, language), version: entry.version })}
        </option>
      ))}
    </optgroup>
  );
}
