import { byKey, useTranslation } from '../../i18n/use-translation';
import { Checklist, type ChecklistStep } from '../shared/checklist';

/** The card's sequence of play, in its order, with the depth at which the card nests each step. */
const STEPS: readonly { id: string; depth: 0 | 1 | 2 }[] = [
  { id: 'A', depth: 0 },
  { id: 'B', depth: 0 },
  { id: 'C', depth: 0 },
  { id: 'C1', depth: 1 },
  { id: 'C1-test', depth: 2 },
  { id: 'C1-A', depth: 2 },
  { id: 'C1-1a', depth: 2 },
  { id: 'C1-1b', depth: 2 },
  { id: 'C1-2', depth: 2 },
  { id: 'C1-3', depth: 2 },
  { id: 'C1-inactive', depth: 2 },
  { id: 'C1-next', depth: 2 },
  { id: 'C1-4', depth: 2 },
  { id: 'C1-5', depth: 2 },
  { id: 'C2', depth: 1 },
  { id: 'D', depth: 0 },
];

/** Corbach 1760's sequence of play as a checklist to tick through during a turn. */
export function CorbachSequenceScreen() {
  const { t } = useTranslation(['common', 'corbach']);
  const tDynamic = byKey(t);
  const steps: ChecklistStep[] = STEPS.map((s) => ({ ...s, label: tDynamic(`corbach:sequence.${s.id}`) }));
  return <Checklist id="corbach-sequence" title={t('corbach:screens.sequence')} steps={steps} />;
}
