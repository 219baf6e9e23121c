import ts from "../../typescript.cjs";
import { groupBy } from "../../ordering.js";

/** Template literal types of one union that differ only in their text at index `at`. */
export interface TemplateLiteralGroup {
  members: ts.TemplateLiteralType[];
  at: number;
}

/**
 * A union's members with its template literal types gathered into groups that differ in one text
 * only, each group where its first member stood: TypeScript expands `${number}${Unit}` into one
 * member per unit (ms's `StringValue` has 193), and one pattern with an alternation says what 193
 * `anyOf` branches would. The text index is the one that leaves the fewest groups. Only `mergeable`
 * members are gathered: one that carries keywords of its own stays a branch, so that they keep
 * applying to it alone.
 */
export function groupTemplateLiterals<M extends { type: ts.Type }>(members: readonly M[], mergeable: (member: M) => boolean): Array<M | TemplateLiteralGroup> {
  const templates = members.flatMap((m) => (isTemplateLiteral(m.type) && mergeable(m) ? [m.type] : []));
  if (templates.length < 2) return [...members];
  const positions = Math.max(...templates.map((t) => t.texts.length));
  let best: Map<string, ts.TemplateLiteralType[]> | undefined;
  let bestAt = 0;
  const ids = new Map<ts.Type, number>();
  const idOf = (t: ts.Type): number => ids.get(t) ?? ids.set(t, ids.size).size - 1;
  for (let at = 0; at < positions; at++) {
    const groups = groupBy(templates, (t) => keyWithout(t, at, idOf));
    if (best === undefined || groups.size < best.size) [best, bestAt] = [groups, at];
  }
  const groupOf = new Map<ts.Type, ts.TemplateLiteralType[]>();
  for (const group of best?.values() ?? []) if (group.length > 1) for (const t of group) groupOf.set(t, group);
  const out: Array<M | TemplateLiteralGroup> = [];
  for (const member of members) {
    const group = groupOf.get(member.type);
    if (group === undefined) out.push(member);
    else if (group[0] === member.type) out.push({ members: group, at: bestAt });
  }
  return out;
}

export function isTemplateLiteralGroup<M extends object>(item: M | TemplateLiteralGroup): item is TemplateLiteralGroup {
  return "at" in item && "members" in item;
}

function isTemplateLiteral(type: ts.Type): type is ts.TemplateLiteralType {
  return (type.flags & ts.TypeFlags.TemplateLiteral) !== 0;
}

/**
 * What two members must share to differ only in their text at `at`: the placeholder types (the
 * checker interns them, so one type is one object) and every other text.
 */
function keyWithout(type: ts.TemplateLiteralType, at: number, idOf: (t: ts.Type) => number): string {
  const texts = type.texts.map((text, i) => (i === at ? "" : text));
  return JSON.stringify([type.types.map(idOf), texts]);
}
