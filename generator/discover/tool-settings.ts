import ts from "../typescript.cjs";
import type { JsonSchemaObject, JsonValue } from "../../src/json-schema.js";
import type { DiscoverContext } from "./discover-context.js";
import { isNotALiteral, propertyKey, readLiteral, skipOuterExpressions, type LiteralValue } from "./read-literal.js";
import { isTimeoutMs, MAX_TIMEOUT_TEXT } from "../../src/registry/max-timeout.js";
import type { SchemaLiteral } from "./schema-literal.js";

/** The options of `@tool()` and `registerTool`, as read from their object literal. */
export interface ToolSettings {
  name?: string;
  description?: string;
  params?: Record<string, string>;
  idempotent?: boolean;
  timeoutMs?: number | null;
  allowedAgents?: string[] | null;
  /** registerTool only. */
  parameters?: SchemaLiteral;
  outputSchema?: JsonSchemaObject;
}

export const DECORATOR_OPTIONS = ["name", "description", "params", "idempotent", "timeoutMs", "allowedAgents"] as const;
export const REGISTER_TOOL_OPTIONS = ["name", "description", "parameters", "outputSchema", "idempotent", "timeoutMs", "allowedAgents"] as const;

type OptionName = (typeof REGISTER_TOOL_OPTIONS)[number] | (typeof DECORATOR_OPTIONS)[number];

/**
 * Reads an options object literal property by property, so every non-literal or ill-typed option
 * is reported at its own location (GT2003, GT2004) and the others are still used.
 */
export function readToolSettings(expression: ts.Expression, allowed: readonly OptionName[], what: string, ctx: DiscoverContext): ToolSettings {
  const object = skipOuterExpressions(expression);
  const settings: ToolSettings = {};
  if (!ts.isObjectLiteralExpression(object)) {
    ctx.report(expression, "GT2003", `${what} options must be an object literal, so they can be read at build time`);
    return settings;
  }
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) {
      ctx.report(property, "GT2003", `${what} options must be written as \`key: literal\` (no spread, shorthand or method)`);
      continue;
    }
    const key = propertyKey(property.name);
    if (key === null || !(allowed as readonly string[]).includes(key)) {
      ctx.report(property.name, "GT2004", `'${key ?? property.name.getText()}' is not a ${what} option (known: ${allowed.join(", ")})`);
      continue;
    }
    const literal = readLiteral(property.initializer);
    if (isNotALiteral(literal)) {
      ctx.report(literal.node, "GT2003", `${what} option '${key}' must be a literal: ${literal.reason}; write the value itself, since gen-tools reads options at build time without running the code`);
      continue;
    }
    const problem = assign(settings, key as OptionName, literal);
    if (problem !== null) ctx.report(property.initializer, "GT2004", `${what} option '${key}' ${problem}`);
  }
  return settings;
}

/** Stores one option after checking its JSON type; returns what is wrong, or `null`. */
function assign(settings: ToolSettings, key: OptionName, literal: LiteralValue): string | null {
  const { value } = literal;
  switch (key) {
    case "name":
    case "description":
      if (typeof value !== "string") return "must be a string";
      // A blank description would stand in for the JSDoc summary and tell the model nothing.
      if (key === "description" && value.trim() === "") return "is blank: leave it out to use the JSDoc summary, or write one";
      settings[key] = value;
      return null;
    case "idempotent":
      if (typeof value !== "boolean") return "must be true or false";
      settings.idempotent = value;
      return null;
    case "timeoutMs":
      if (value !== null && !isTimeoutMs(value)) return `must be a positive number of milliseconds up to ${MAX_TIMEOUT_TEXT}, or null`;
      settings.timeoutMs = value;
      return null;
    case "allowedAgents":
      if (value !== null && !(Array.isArray(value) && value.every((a) => typeof a === "string" && a !== ""))) {
        return "must be an array of agent names, or null";
      }
      settings.allowedAgents = value as string[] | null;
      return null;
    case "params":
      if (!isObject(value) || !Object.values(value).every((d) => typeof d === "string")) return "must map parameter names to description strings";
      for (const [name, text] of Object.entries(value)) {
        if ((text as string).trim() === "") return `gives '${name}' a blank description: leave it out to use the JSDoc @param, or write one`;
      }
      settings.params = value as Record<string, string>;
      return null;
    case "parameters":
      if (!isObject(value) || value.type !== "object") return 'must be a JSON Schema object literal with type: "object"';
      settings.parameters = { value: value as JsonSchemaObject, nodes: literal.nodes };
      return null;
    case "outputSchema":
      if (!isObject(value)) return "must be a JSON Schema object literal";
      settings.outputSchema = value as JsonSchemaObject;
      return null;
  }
}

function isObject(value: JsonValue): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
