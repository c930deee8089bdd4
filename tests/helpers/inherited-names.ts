/**
 * Every name an object, an array, a function or a string inherits ("constructor", "toString", "__proto__"…): what a
 * hostile link, stored state or game pack puts in an id or key position, to reach what every object has.
 */
export const INHERITED_NAMES = [
  ...new Set(
    [Object.prototype, Array.prototype, Function.prototype, String.prototype].flatMap((p) =>
      Object.getOwnPropertyNames(p),
    ),
  ),
  '__proto__',
  'prototype',
];
