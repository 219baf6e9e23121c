import { escapeToken } from "../validator/json-pointer.js";

/** Why `JSON.stringify` threw on a value, and where: the problem as a tool error says it. */
export function unwritableInJson(value: unknown): string {
  let found: { kind: "bigint" | "cycle"; at: string } | undefined;
  try {
    found = firstUnwritable(value, "", "", []);
  } catch {
    // Nested past the walk's stack: the plain reason stands.
    found = undefined;
  }
  if (found === undefined) return "a value that JSON cannot carry";
  const at = found.at === "" ? "" : ` at ${found.at}`;
  return found.kind === "bigint"
    ? `a bigint${at}, which JSON cannot write: return a number, or a string for a value past 2^53`
    : `an object${at} that holds itself (a cycle), which JSON cannot write: return the data without the reference back`;
}

/**
 * The first bigint, or the first object that an object inside it holds again (a cycle), in the
 * order JSON writes them, with its JSON Pointer; a `toJSON` is followed, as JSON follows it.
 */
function firstUnwritable(value: unknown, key: string, at: string, open: object[]): { kind: "bigint" | "cycle"; at: string } | undefined {
  let member = value;
  if ((typeof member === "object" && member !== null) || typeof member === "bigint") {
    const toJSON = (member as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") member = (toJSON as (key: string) => unknown).call(member, key);
  }
  if (typeof member === "bigint") return { kind: "bigint", at };
  if (typeof member !== "object" || member === null) return undefined;
  if (open.includes(member)) return { kind: "cycle", at };
  open.push(member);
  const keys = Array.isArray(member) ? member.map((_, i) => String(i)) : Object.keys(member);
  for (const child of keys) {
    const found = firstUnwritable((member as Record<string, unknown>)[child], child, `${at}/${escapeToken(child)}`, open);
    if (found !== undefined) return found;
  }
  open.pop();
  return undefined;
}
