/** `compute`, run on the first call only and its value kept; a call that throws is not remembered. */
export function once<T>(compute: () => T): () => T {
  // Let go once it has run: it may hold what it read from (a manifest's entry), which the value no longer needs.
  let pending: (() => T) | undefined = compute;
  let value: T;
  return () => {
    if (pending !== undefined) {
      value = pending();
      pending = undefined;
    }
    return value;
  };
}
