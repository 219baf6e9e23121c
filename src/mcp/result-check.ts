import { article, rewrittenByJson } from "../agent/lost-in-json.js";
import type { JsonSchemaObject, JsonValue } from "../json-schema.js";
import { errorMessage } from "../error-message.js";
import { compile } from "../validator/compile.js";
import { isPlainObject, kindOf } from "../validator/json-kind.js";
import type { ValidationError, Validator } from "../validator/types.js";
import { isObjectRooted, MCP_RESULT_KEY, toMcpOutputSchema } from "./mcp-tools.js";

const WRAPPER_PATH = `/${MCP_RESULT_KEY}`;

/**
 * Checks a tool's `structuredContent` against the output schema `tools/list` serves for it, with the
 * validator compiled on the tool's first result. MCP requires structured results to match the
 * schema, and the SDK's client, which checks them, throws away a call whose result does not.
 * Formats are asserted, as that client does.
 */
export class ResultCheck {
  /** `undefined` until the first result; `null` when the validator cannot compile the schema. */
  #validate: Validator | null | undefined;

  /** Whether the served schema is the tool's own (`isObjectRooted`); else it wraps the tool's under `result`. */
  readonly objectRooted: boolean;
  /** The tool's `outputSchema` as `tools/list` serves it (`toMcpOutputSchema`). */
  readonly schema: JsonSchemaObject & { type: "object" };

  constructor(
    readonly toolName: string,
    /** The tool's own output schema, as registered. */
    outputSchema: JsonSchemaObject,
  ) {
    this.objectRooted = isObjectRooted(outputSchema);
    this.schema = toMcpOutputSchema(outputSchema, this.objectRooted);
  }

  /**
   * Why `structuredContent` cannot be sent, or `undefined` when it matches. `result` is the handler's
   * value, `sent` what JSON made of it.
   */
  problem(result: unknown, sent: JsonValue, structuredContent: Record<string, JsonValue>): string | undefined {
    const validate = (this.#validate ??= this.#compile());
    if (validate === null) return undefined;
    const validation = validate(structuredContent);
    if (validation.ok) return undefined;
    return explain(this.toolName, result, sent, validation.errors, this.objectRooted);
  }

  #compile(): Validator | null {
    try {
      return compile(this.schema, { assertFormats: true });
    } catch (error) {
      // Registered output schemas have been checked: only a schema the interpreter cannot take gets here.
      console.warn(`gen-tools: the output schema of ${this.toolName} cannot be compiled, so its results go out unchecked: ${errorMessage(error)}`);
      return null;
    }
  }
}

/**
 * What is wrong with a result, for the model and whoever reads the log: what JSON changed, where
 * the change is what the schema refuses (`NaN at /mean, which JSON writes as null`), then the first
 * error of the schema, located in the result rather than in its `result` wrapper.
 */
function explain(toolName: string, result: unknown, sent: JsonValue, errors: readonly ValidationError[], objectRooted: boolean): string {
  if (objectRooted && !isPlainObject(sent)) {
    return `${toolName} returned ${rewrittenByJson(result, "") ?? kindWithArticle(result)}, where its output schema wants an object`;
  }
  const located = errors.map((error) => ({ error, at: objectRooted ? error.path : unwrapped(error.path) }));
  const changes: string[] = [];
  let shown = located[0];
  for (const entry of located) {
    // A `required` error is located at the missing property: one JSON left out is found there.
    const change = rewrittenByJson(result, entry.at);
    if (change === undefined || changes.includes(change)) continue;
    if (changes.length === 0) shown = entry;
    changes.push(change);
  }
  const refusal = shown === undefined ? "" : ` (${shown.at === "" ? "the result" : shown.at} ${shown.error.message})`;
  if (changes.length === 0) return `${toolName} returned a result that does not match its output schema${refusal}`;
  return `${toolName} returned ${listed(changes)}, and its output schema refuses that${refusal}`;
}

/** A location in the wrapper `{ result: ... }` as a location in the result. */
function unwrapped(path: string): string {
  if (path === WRAPPER_PATH) return "";
  return path.startsWith(`${WRAPPER_PATH}/`) ? path.slice(WRAPPER_PATH.length) : path;
}

function kindWithArticle(value: unknown): string {
  const kind = kindOf(value);
  return kind === "null" || kind === "undefined" ? kind : `${article(kind)} ${kind}`;
}

const LISTED_MAX = 3;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, LISTED_MAX);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join("; ")}; and ${more} more` : shown.join("; ");
}
