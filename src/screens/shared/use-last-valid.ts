import { useState } from 'react';

/** The value while it is valid; while it is not, the last valid one, so a typing slip never blanks a result. */
export function useLastValid<T>(value: T, valid: boolean): T {
  const [last, setLast] = useState(value);
  if (valid && value !== last) setLast(value);
  return valid ? value : last;
}
