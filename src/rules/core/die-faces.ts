/** The dice the games roll, as the games read them: a module of its own, which start-up loads without the dice's arithmetic. */
import type { Die } from './types';

/** One ten-sided die read 0-9: "0" is zero, never ten (Jours de Gloire rule 0.4). */
export const D10_ZERO_TO_NINE: Die = { id: 'd10-0-9', faces: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };

/** One six-sided die, 1-6. */
export const D6: Die = { id: 'd6', faces: [1, 2, 3, 4, 5, 6] };
