/**
 * A whole subschema's collector code: its depth limit, `type` (which also refuses values JSON cannot
 * hold), then its checks grouped by the type they apply to, in the interpreter's order (see
 * `SchemaNode`). A value of the wrong type gets its `type` error and still the checks of the type
 * it has; a value that is not JSON gets that one error.
 */
import { typeMessage } from "../../../src/validator/messages.js";
import { ANY_TYPE, MAX_DEPTH, TYPE_BITS, type SchemaNode } from "../../../src/validator/schema-node.js";
import { literal } from "../js-source.js";
import { applicatorCode } from "./applicators.js";
import { arrayCode } from "./array.js";
import type { EmitContext } from "./context.js";
import { numberCode } from "./number.js";
import { objectCode } from "./object.js";
import { errorAt, inPlace, type Place } from "./place.js";
import { stringCode } from "./string.js";
import { valueCode, valueError, valueMatches } from "./value.js";

const STRING = TYPE_BITS.string;
const NUMBER = TYPE_BITS.number;
const ARRAY = TYPE_BITS.array;
const OBJECT = TYPE_BITS.object;

export function nodeCode(node: SchemaNode, at: Place, ctx: EmitContext): string {
  const site = errorAt(at, node.schemaPath);
  const body = node.never ? `${ctx.error("false", site)};` : checksCode(node, at, ctx);
  if (!ctx.depthChecked(node)) return body;
  const limit = `if (d > ${MAX_DEPTH - at.k}) ${ctx.error("depth", site)};`;
  return `${limit}\nelse {\n${body}\n}`;
}

/** The checks of one JSON type, with the bits of the types they apply to. */
interface KindBlock {
  bits: number;
  code: string;
}

function checksCode(node: SchemaNode, at: Place, ctx: EmitContext): string {
  const { x } = at;
  const join = (codes: string[]) => codes.filter((code) => code !== "").join("\n");
  const any = join(node.forAny.map((check) => valueCode(check, at, ctx)));
  const blocks: KindBlock[] = [
    { bits: STRING, code: join(node.forStrings.map((check) => stringCode(check, at, ctx))) },
    { bits: NUMBER, code: join(node.forNumbers.map((check) => numberCode(check, at, ctx))) },
    { bits: ARRAY, code: join(node.forArrays.map((check) => arrayCode(check, at, ctx))) },
    { bits: OBJECT, code: objectCode(node.forObjects, at, ctx) },
  ].filter((block) => block.code !== "");
  if (node.types === undefined && any === "" && blocks.length === 0) {
    const viaRef = refCollectedFirst(node, at, ctx);
    if (viaRef !== undefined) return viaRef;
  }
  const applicators = join(node.applicators.map((check) => applicatorCode(check, at, ctx)));
  const isJson = `${ctx.helper("isJsonValue")}(${x})`;

  if (node.types === undefined) {
    const notJson = ctx.error("notJson", errorAt(at, node.schemaPath), x);
    if (any === "" && blocks.length === 0 && applicators === "") return `if (!${isJson}) ${notJson};`;
    const [only] = node.forAny;
    if (only !== undefined && node.forAny.length === 1 && blocks.length === 0 && applicators === "") {
      // A value equal to a JSON constant is JSON: whether it is matters only once it failed.
      return `if (!(${valueMatches(only, x, ctx)})) {\nif (!${isJson}) ${notJson};\nelse ${valueError(only, at, ctx)};\n}`;
    }
    const l = ctx.label();
    return `${l}: {\nif (!${isJson}) {\n${notJson};\nbreak ${l};\n}\n${join([any, kindChain(blocks, x), applicators])}\n}`;
  }

  const test = typeTest(node.typeMask, x, ctx);
  const expected = node.types.length === 1 ? literal(node.types[0]) : ctx.json(node.types);
  const start = ctx.constant(literal(typeMessage(node.types, "")));
  const typeError = ctx.error("type", errorAt(at, `${node.schemaPath}/type`), x, expected, start);
  if (any === "" && blocks.length === 0 && applicators === "") return `if (!(${test})) ${typeError};`;
  // A value of another type gets the other checks still, unless it is not JSON at all.
  const typeFails = (l: string) => `{\n${typeError};\nif (!${isJson}) break ${l};\n}`;
  const [block] = blocks;
  if (any === "" && blocks.length <= 1 && (block === undefined || block.bits === node.typeMask)) {
    // The type decides which checks apply: one test on the way of a valid value.
    const checks = block === undefined ? "" : `\n${block.code}\n`;
    if (applicators === "") return `if (${test}) {${checks}} else ${typeError};`;
    const l = ctx.label();
    return `${l}: {\nif (${test}) {${checks}} else ${typeFails(l)}\n${applicators}\n}`;
  }
  const l = ctx.label();
  return `${l}: {\nif (!(${test})) ${typeFails(l)}\n${join([any, kindChain(blocks, x), applicators])}\n}`;
}

/**
 * A node that only applies a `$ref` (`items: { $ref }`, the usual recursive step) to a target with a
 * type test: that test fails for every value that is not JSON, so the JSON test, which the node's
 * own error needs, runs only once the target found errors: one plain-object test per valid value.
 */
function refCollectedFirst(node: SchemaNode, at: Place, ctx: EmitContext): string | undefined {
  const [check] = node.applicators;
  if (node.applicators.length !== 1 || check?.kind !== "$ref" || check.memo !== undefined || check.target.types === undefined) return undefined;
  const notJson = ctx.error("notJson", errorAt(at, node.schemaPath), at.x);
  return ctx.collectUnlessNotJson(check.target, inPlace(at, check.target.schemaPath), `${ctx.helper("isJsonValue")}(${at.x})`, notJson);
}

/** Each block under the test of its type, for a value known to be JSON. */
function kindChain(blocks: readonly KindBlock[], x: string): string {
  let arraysTested = false;
  const branches = blocks.map(({ bits, code }) => {
    let test: string;
    if (bits === STRING) test = `typeof ${x} === "string"`;
    else if (bits === NUMBER) test = `typeof ${x} === "number"`;
    else if (bits === ARRAY) test = `Array.isArray(${x})`;
    else test = `typeof ${x} === "object" && ${x} !== null${arraysTested ? "" : ` && !Array.isArray(${x})`}`;
    arraysTested ||= bits === ARRAY;
    return `if (${test}) {\n${code}\n}`;
  });
  return branches.join(" else ");
}

/** Whether `x` has one of the types of `mask` (which implies that it is JSON, one level deep). */
function typeTest(mask: number, x: string, ctx: EmitContext): string {
  if (mask === ANY_TYPE) return `${ctx.helper("isJsonValue")}(${x})`;
  const tests: string[] = [];
  if (mask & STRING) tests.push(`typeof ${x} === "string"`);
  if ((mask & NUMBER) === NUMBER) tests.push(`Number.isFinite(${x})`);
  else if (mask & 32) tests.push(`Number.isInteger(${x})`);
  if (mask & 2) tests.push(`typeof ${x} === "boolean"`);
  if (mask & 1) tests.push(`${x} === null`);
  if (mask & ARRAY) tests.push(`Array.isArray(${x})`);
  if (mask & OBJECT) tests.push(`${ctx.helper("isObject")}(${x})`);
  return tests.join(" || ");
}

/**
 * Whether a node is decided by the value's JSON type alone: no check but `type` (or none at all:
 * `{ "type": "boolean" }`, `{}`, `false`), and no depth check.
 */
export function decidedByType(node: SchemaNode, ctx: Pick<EmitContext, "depthChecked">): boolean {
  const checks = node.forAny.length + node.forStrings.length + node.forNumbers.length + node.forArrays.length + node.forObjects.length + node.applicators.length;
  return checks === 0 && !ctx.depthChecked(node);
}

/**
 * A boolean expression that decides a node with no check but `type` (or none at all) without
 * calling its collector: the common branches of a nullable union, `{ "type": "null" }`. `undefined`
 * for any other node.
 */
export function typeOnlyTest(node: SchemaNode, x: string, ctx: EmitContext): string | undefined {
  if (!decidedByType(node, ctx)) return undefined;
  if (node.never) return "false";
  return node.types === undefined ? `${ctx.helper("isJsonValue")}(${x})` : typeTest(node.typeMask, x, ctx);
}
