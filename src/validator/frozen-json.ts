/**
 * Values known to be deep-frozen and plain JSON (only what JSON.parse makes: no cycles, no class
 * instances): `frozenCopy`'s copies of such values, and what the registry froze whole in place.
 * Nothing in one can change, so the registry keeps one as it is and the validator keeps its parts
 * rather than copy them. A frozen object alone may still hold unfrozen children, hence the note.
 */
const frozen = new WeakSet<object>();

/** Notes a value deep-frozen whole that holds plain JSON only. */
export function noteFrozenJson(value: object): void {
  frozen.add(value);
}

/** Whether `value` was noted deep-frozen plain JSON. */
export function isFrozenJson(value: unknown): boolean {
  return typeof value === "object" && value !== null && frozen.has(value);
}
