import { useState } from 'react';

/**
 * The value while it is valid; while it is not, the last valid one (so a typing slip never blanks a result), or null
 * when it has not been valid yet (a link or a set-up opened with an error): nothing to show then.
 */
export function useLastValid<T>(value: T, valid: boolean): T | null {
  const [last, setLast] = useState<T | null>(valid ? value : null);
  if (valid && value !== last) setLast(value);
  return valid ? value : last;
}
