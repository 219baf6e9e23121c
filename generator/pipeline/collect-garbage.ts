import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection, now. A one-off run lets go of the program (its syntax trees and the
 * checker, most of its memory) before it renders the outputs, but V8 schedules its next full
 * collection by heap growth, which on a large project comes only after the outputs have been
 * allocated on top: the process peaks with the program still in memory. Collecting at that point
 * keeps the peak to what the larger of the two steps needs. V8 offers `gc` only to contexts created
 * after `--expose-gc` is set (as Jest's leak detector gets it); without it, this does nothing.
 */
export function collectGarbage(): void {
  collect ??= exposedGc();
  collect();
}

let collect: (() => void) | undefined;

/** Lets contexts created from now on have `gc`. */
export function exposeGc(): void {
  setFlagsFromString("--expose-gc");
}

function exposedGc(): () => void {
  exposeGc();
  const gc: unknown = runInNewContext("gc");
  return typeof gc === "function" ? () => void gc() : () => undefined;
}
