/**
 * The last line of defence: what the page shows if the app's shell itself fails to draw (a screen's failure is caught
 * nearer, keeping the shell). No translation, style sheet or store is trusted here, any of them may be what failed:
 * the words are in both languages, and the one way on is a reload, or a reload after setting aside what this
 * device keeps.
 */
import { storageKey } from '../state/storage/storage-key';

const WORDS = {
  en: {
    title: 'Aide de camp could not be shown',
    what: 'What failed:',
    reload: 'Reload',
    reset: 'Set aside what this device keeps, and reload',
    resetNote: 'The set-ups, the roll log and your preferences are deleted from this device.',
  },
  fr: {
    title: 'Aide de camp n’a pas pu s’afficher',
    what: 'Ce qui a échoué :',
    reload: 'Recharger',
    reset: 'Mettre de côté ce que cet appareil conserve, et recharger',
    resetNote: 'Les situations, le journal des jets et vos préférences sont effacés de cet appareil.',
  },
} as const;

const KEPT = ['adc-combat', 'adc-roll-log', 'adc-preferences', 'adc-checklists', 'adc-undo', 'adc-packs'];

export function AppFailure({ error }: { readonly error: Error }) {
  const words = document.documentElement.lang === 'fr' ? WORDS.fr : WORDS.en;
  const reload = () => {
    window.location.hash = '';
    window.location.reload();
  };
  return (
    <div
      role="alert"
      data-app-failure
      style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif', maxWidth: '40rem' }}
    >
      <h1 style={{ fontSize: '1.5rem', fontWeight: 700 }}>{words.title}</h1>
      <p>
        {words.what} {error.message || error.name}
      </p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <button type="button" onClick={() => window.location.reload()} style={{ minHeight: '2.75rem' }}>
          {words.reload}
        </button>
        <button
          type="button"
          onClick={() => {
            for (const key of KEPT) {
              try {
                localStorage.removeItem(storageKey(key));
              } catch {
                // No storage to clear.
              }
            }
            reload();
          }}
          style={{ minHeight: '2.75rem' }}
        >
          {words.reset}
        </button>
      </p>
      <p>{words.resetNote}</p>
    </div>
  );
}
