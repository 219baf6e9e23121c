import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { MANIFEST_VERSION, type ToolEntry, type ToolManifest } from "../../src/manifest.js";
import { benchSchemas, type BenchSchema } from "../schemas/index.js";

// A catalogue mixes its shapes much as real ones do: mostly flat tools, some nested, a few
// recursive or with a large union. Out of every ten tools:
const MIX: readonly [shape: string, count: number][] = [
  ["flat", 5],
  ["nested", 3],
  ["recursive", 1],
  ["union", 1],
];

/**
 * A manifest of `size` distinct tools built from the bench schemas. Each tool's property names get
 * its index as a suffix (`city_17`), so no two schemas are the same and neither a validator cache
 * nor the AOT generator can share one tool's code with another. With `names: "shared"`, the
 * property names stay as the bench schemas have them (`city`), as in a catalogue whose tools draw
 * them from one vocabulary: the bench times parsing both, since `JSON.parse` makes a new object
 * shape for each new set of names.
 */
export function makeCatalogue(size: number, names: "distinct" | "shared" = "distinct"): ToolManifest {
  const bases = MIX.flatMap(([shape, count]) => Array.from({ length: count }, () => schemaOf(shape)));
  const tools: ToolEntry[] = Array.from({ length: size }, (_, i) => {
    const base = bases[i % bases.length] as BenchSchema;
    const name = `catalogue.${base.shape}_${String(i).padStart(4, "0")}`;
    return {
      name,
      description: `Tool ${i} of the start-up catalogue (${base.shape})`,
      inputSchema: renamed(base.schema, names === "distinct" ? `_${i}` : "") as JsonSchemaObject,
      idempotent: false,
      timeoutMs: null,
      allowedAgents: null,
      parameters: null,
      owner: { export: handlerName(i) },
      source: { file: "src/catalogue.ts", line: i + 1 },
    };
  });
  return { version: MANIFEST_VERSION, tools: tools.sort((a, b) => (a.name < b.name ? -1 : 1)) };
}

/** The `registerTool` export that stands behind tool `i`. */
export function handlerName(i: number): string {
  return `tool${i}`;
}

function schemaOf(shape: string): BenchSchema {
  const found = benchSchemas.find((s) => s.shape === shape);
  if (found === undefined) throw new Error(`no bench schema of shape ${shape}`);
  return found;
}

const ONE_SUBSCHEMA = new Set(["items", "additionalProperties", "not"]);
const SUBSCHEMA_LISTS = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);

/** A copy of `schema` whose property names (and the `required` lists naming them) end in `suffix`. */
function renamed(schema: JsonSchema, suffix: string): JsonSchema {
  if (typeof schema === "boolean") return schema;
  const each = (record: Record<string, JsonSchema>, key: (k: string) => string): Record<string, JsonSchema> =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [key(k), renamed(v, suffix)]));
  const out: JsonSchemaObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "properties") out.properties = each(value as Record<string, JsonSchema>, (k) => k + suffix);
    else if (keyword === "$defs") out.$defs = each(value as Record<string, JsonSchema>, (k) => k);
    else if (keyword === "required") out.required = (value as string[]).map((k) => k + suffix);
    else if (ONE_SUBSCHEMA.has(keyword)) out[keyword] = renamed(value as JsonSchema, suffix);
    else if (SUBSCHEMA_LISTS.has(keyword)) out[keyword] = (value as JsonSchema[]).map((v) => renamed(v, suffix));
    else out[keyword] = value;
  }
  return out;
}
