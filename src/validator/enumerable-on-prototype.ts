/**
 * Whether something enumerable was added to `Object.prototype`, which `for…in` would visit in every
 * object: the fast passes over what JSON.parse made walk keys by `for…in`, and step aside then.
 */
export function enumerableOnObjectPrototype(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}
