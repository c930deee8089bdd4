import fc from 'fast-check';

// A property whose body never awaits is not stopped by vitest's timeout: a failing case that shrinks slowly over large
// values would hold the whole run. fast-check stops it itself, and fails it, long after any property here needs.
fc.configureGlobal({ interruptAfterTimeLimit: 100_000, markInterruptAsFailure: true });
