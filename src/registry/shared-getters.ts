/**
 * For each key, one enumerable getter that every object given it shares, reading the key through
 * `read(object, key)`, where `object` is whatever the read passes as `this` (a proxy, an heir).
 * Shared, so that V8 gives the objects one shape: a getter of each object's own costs several times
 * more when a thousand are made at start-up.
 */
export function sharedGetters<K extends string>(keys: readonly K[], read: (object: object, key: K) => unknown): Readonly<Record<K, PropertyDescriptor>> {
  const getters = {} as Record<K, PropertyDescriptor>;
  for (const key of keys) {
    getters[key] = {
      get(this: object) {
        return read(this, key);
      },
      enumerable: true,
    };
  }
  return getters;
}
