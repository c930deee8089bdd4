/**
 * A move of several steps priced against the unit's movement allowance. Each game prices one step as an
 * Assessment: its lines are the movement points of the step with their sources, its total the step's cost, or
 * the reasons the step is forbidden.
 */

import { MOVE_LIMITS, type Movement } from './movement-setup';
import type { Assessment, FieldError } from './types';
import { checkInteger } from './validation';

/** What every game checks of a move: an allowance within bounds and at least one step. */
export function validateMovement(movement: Movement<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  checkInteger(errors, 'movement.allowance', movement.allowance, MOVE_LIMITS.allowance);
  if (movement.steps.length === 0) errors.push({ field: 'movement.steps', code: 'no-step' });
  return errors;
}

export interface PricedStep {
  readonly assessment: Assessment;
  /** Movement points spent before this step; null once an earlier step was forbidden (the unit never gets here). */
  readonly spentBefore: number | null;
  /** The step is priced, reachable and paid for within the allowance. */
  readonly withinAllowance: boolean;
}

export interface PricedPath {
  readonly steps: readonly PricedStep[];
  /** Points spent by the reachable steps. */
  readonly spent: number;
  /** The allowance minus what is spent (negative when the path asks more than the unit has). */
  readonly remaining: number;
  /** The first forbidden step, or null. */
  readonly blockedAt: number | null;
  /** The first step the allowance cannot pay for, or null. */
  readonly exhaustedAt: number | null;
}

/** Prices every step in order; `price` receives what the unit has spent before the step. */
export function pricePath<Step>(
  steps: readonly Step[],
  allowance: number,
  price: (step: Step, spentBefore: number) => Assessment,
): PricedPath {
  let spent = 0;
  let blockedAt: number | null = null;
  let exhaustedAt: number | null = null;
  const priced = steps.map((step, index): PricedStep => {
    const reachable = blockedAt === null;
    const spentBefore = spent;
    const assessment = price(step, spentBefore);
    if (!reachable) return { assessment, spentBefore: null, withinAllowance: false };
    if (assessment.status === 'not-allowed') {
      blockedAt = index;
      return { assessment, spentBefore, withinAllowance: false };
    }
    spent += assessment.total;
    const withinAllowance = spent <= allowance;
    if (!withinAllowance && exhaustedAt === null) exhaustedAt = index;
    return { assessment, spentBefore, withinAllowance };
  });
  return { steps: priced, spent, remaining: allowance - spent, blockedAt, exhaustedAt };
}
