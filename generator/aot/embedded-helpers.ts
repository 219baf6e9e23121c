/**
 * The functions an ahead-of-time module needs: those copied from the interpreter's own source
 * (`Function.prototype.toString`), so that both run the same code for equality, lengths, formats,
 * `multipleOf` and the messages that depend on the value (those functions are written to allow it:
 * self-contained, calling only each other by name), and the module's own runtime (runtime-source.ts).
 */
import { kindOf, instanceName, hasJsonProperty } from "../../src/validator/json-kind.js";
import { deepEqual, findDuplicate, canonicalText } from "../../src/validator/json-equality.js";
import { codePointLength } from "../../src/validator/code-points.js";
import { isMultipleOf, isDecimalMultiple, decimalParts } from "../../src/validator/multiple-of.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import { closestBranch } from "../../src/validator/keywords/closest-branch.js";
import * as formats from "../../src/validator/formats.js";
import {
  notJsonMessage,
  additionalPropertyMessage,
  duplicateItemsMessage,
  oneOfManyMessage,
  propertyNameMessage,
  requiredMessage,
  unevaluatedItemMessage,
  unevaluatedPropertyMessage,
} from "../../src/validator/messages.js";

// The helpers' parameters differ; only their source text is used here.
type Helper = Function;

const HELPERS: ReadonlyMap<string, Helper> = new Map<string, Helper>([
  ...Object.entries<Helper>({
    kindOf,
    instanceName,
    hasJsonProperty,
    deepEqual,
    findDuplicate,
    canonicalText,
    codePointLength,
    isMultipleOf,
    isDecimalMultiple,
    decimalParts,
    escapeToken,
    closestBranch,
    notJsonMessage,
    additionalPropertyMessage,
    duplicateItemsMessage,
    oneOfManyMessage,
    propertyNameMessage,
    requiredMessage,
    unevaluatedItemMessage,
    unevaluatedPropertyMessage,
  }),
  ...Object.entries<unknown>(formats).filter((entry): entry is [string, Helper] => typeof entry[1] === "function"),
]);

/**
 * The source of the named helpers and of every helper they call, in a stable order: the embedded
 * ones, and those of `runtime` (the module's own, by name).
 */
export function helperSources(names: Iterable<string>, runtime: Readonly<Record<string, string>>): string {
  const sourceOf = (name: string) => (Object.hasOwn(runtime, name) ? (runtime[name] as string) : embeddedSource(name));
  const known = [...HELPERS.keys(), ...Object.keys(runtime)];
  const included = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (included.has(name)) continue;
    included.add(name);
    for (const other of callees(sourceOf(name), known)) if (!included.has(other)) pending.push(other);
  }
  return [...included].sort().map(sourceOf).join("\n\n");
}

// Every schema module asks for the same few sources (and the same `known` names): what each calls is found once.
const calleesBySource = new Map<string, readonly string[]>();

/** The helpers among `known` that `source` calls. */
function callees(source: string, known: readonly string[]): readonly string[] {
  let found = calleesBySource.get(source);
  if (found === undefined) {
    found = known.filter((other) => new RegExp(`\\b${other}\\(`).test(source));
    calleesBySource.set(source, found);
  }
  return found;
}

function embeddedSource(name: string): string {
  const fn = HELPERS.get(name);
  if (fn === undefined) throw new Error(`internal: no embedded helper '${name}'`);
  const source = fn.toString();
  // A bundler or test transform that renamed or wrapped calls would make the copy refer to names
  // the module does not have; refuse to write such a module rather than write a broken one.
  if (!source.startsWith(`function ${name}(`) || /__vi_|__vite|__name\(|__require/.test(source)) {
    throw new Error(`cannot embed '${name}': its compiled source was transformed (${source.slice(0, 60)}...)`);
  }
  return source;
}
