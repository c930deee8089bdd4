import type { PgSetup } from '../../rules/prussias-glory';
import { useCombatStore } from '../../state/combat-store';

/** Changes one part of the Prussia's Glory set-up. */
export function usePgPart<K extends keyof PgSetup>(part: K) {
  const updatePg = useCombatStore((s) => s.updatePg);
  return (patch: Partial<PgSetup[K]>) => updatePg((setup) => ({ ...setup, [part]: { ...setup[part], ...patch } }));
}
