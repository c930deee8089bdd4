import type { PgSetup } from '../../rules/prussias-glory';
import { useCombatStore } from '../../state/combat-store';

/** Changes one part of the Prussia's Glory set-up. */
export function usePgPart<K extends keyof PgSetup>(part: K) {
  const updateSetup = useCombatStore((s) => s.updateSetup);
  return (patch: Partial<PgSetup[K]>) =>
    updateSetup('pg', (setup) => ({ ...setup, [part]: { ...setup[part], ...patch } }));
}
