/**
 * The object's own value under `key`, `undefined` where it has none: a key set on `Object.prototype`
 * (or any prototype) is not the object's. A manifest entry's keys are its own (JSON.parse makes no
 * inherited ones), and an option bag's are the ones its caller wrote.
 */
export function ownValue<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
