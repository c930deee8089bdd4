import { describe, expect, it } from 'vitest';
import { CORBACH_ARTILLERY_TABLE, CORBACH_COMBAT_RESULT_TABLE } from './data/result-tables';
import { corbachCodes } from './result-codes';

describe('the kinds of code a Corbach result is made of', () => {
  it.each([
    ['-', ['none']],
    ['TM', ['TM']],
    ['TM-1', ['TM']],
    ['TM+2', ['TM']],
    ['TM+2-R1', ['R', 'TM']],
    ['D', ['D']],
    ['E', ['E']],
    ['1D-R1', ['R', 'D', 'steps']],
    ['1D-R1*', ['R', 'D', 'steps', 'star']],
    ['3D-R2*', ['R', 'D', 'steps', 'star']],
    ['1-TM+2', ['TM', 'steps']],
    ['1-TM+2-R1', ['R', 'TM', 'steps']],
  ])('%s: %j', (result, kinds) => {
    expect(corbachCodes(result)).toEqual(kinds);
  });

  it('every result of both tables has at least one', () => {
    const results = [
      ...CORBACH_ARTILLERY_TABLE.map((b) => b.result),
      ...CORBACH_COMBAT_RESULT_TABLE.flatMap((b) => [b.attacker, b.defender]),
    ];
    for (const result of results) expect(corbachCodes(result), result).not.toEqual([]);
  });
});
