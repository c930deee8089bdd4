import { memo, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DialogPanel } from '../../ui/dialog-panel';
import { Icon } from '../../ui/icons';

const KEYS = [
  ['R', 'keys.roll'],
  ['0–9', 'keys.digit'],
  ['↑ ↓', 'keys.arrows'],
  ['Ctrl Z', 'keys.undo'],
  [
    <>
      Ctrl <Icon name="shift" size="size-[0.9em]" />
      <span className="sr-only">Shift</span> Z
    </>,
    'keys.redo',
  ],
  ['Esc', 'keys.escape'],
  ['?', 'keys.help'],
] as const;

/** The keys a desktop player can use: "?" (outside a field) or the button shows the list, Escape closes it. */
export const KeyHelp = memo(function KeyHelp() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?' && !(e.target as Element | null)?.closest?.('input, select, textarea')) {
        e.preventDefault();
        setShow((now) => !now);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setShow(!show)}
        className="hidden min-h-11 self-start rounded-md border border-slate-400 px-3 text-sm lg:block"
      >
        {t('keys.button')}
      </button>
      {show && <KeyList onClose={() => setShow(false)} />}
    </>
  );
});

function KeyList({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogPanel id="key-help" title={t('keys.title')} closeLabel={t('keys.close')} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {KEYS.map(([key, words]) => (
          <div key={words} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 px-1.5 font-mono">{key}</kbd>
            </dt>
            <dd>{t(words)}</dd>
          </div>
        ))}
      </dl>
    </DialogPanel>
  );
}
