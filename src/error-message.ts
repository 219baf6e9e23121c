/**
 * What a caught value says in a message: an Error's message, a thrown string as it is, a thrown plain
 * object as JSON (`String` would say "[object Object]"), anything else as text. Never throws: `String`
 * throws for an object without a prototype, which a handler or a hook may throw.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return plainObjectJson(error) ?? textOf(error);
}

function plainObjectJson(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const proto: unknown = Object.getPrototypeOf(error);
  if (proto !== Object.prototype && proto !== null) return undefined;
  try {
    return JSON.stringify(error);
  } catch {
    // A bigint or a cycle in it.
    return undefined;
  }
}

function textOf(error: unknown): string {
  try {
    return String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}
