import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import { InvalidSchemaError, loadManifest, ManifestReadError } from "../../src/registry/index.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";

// readManifest leaves each tool's schemas unparsed until they are first read, where the file is
// laid out as gen-tools writes it or prettier formats it; any other layout is parsed whole. Either
// way the manifest must be what JSON.parse reads of the file.

const read = manifestFiles();

/** A tool entry with its keys in the order gen-tools writes them. */
function entry(name: string, extra: Partial<ToolEntry>): ToolEntry {
  const { inputSchema = { type: "object", properties: {}, additionalProperties: false }, outputSchema, dates, description = "A tool" } = extra;
  return {
    name,
    description,
    inputSchema,
    ...(outputSchema === undefined ? {} : { outputSchema }),
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters: null,
    ...(dates === undefined ? {} : { dates }),
    owner: { export: name.replace(".", "_") },
    source: { file: "src/tools.ts", line: 1 },
  };
}

const TOOLS: ToolEntry[] = [
  entry("a.multi", {
    // Text that looks like the layout's lines, inside strings and deeper down.
    description: 'Ends "\n      }" and holds "inputSchema": {',
    inputSchema: {
      type: "object",
      properties: {
        inputSchema: { type: "object", properties: { x: { type: "string", description: "}\n    }" } } },
        at: { type: "string", format: "date-time" },
      },
      required: ["at"],
      additionalProperties: false,
    },
    outputSchema: { type: "array", items: { type: "object", properties: { y: { type: "integer" } }, required: [] } },
    dates: ["/properties/at"],
  }),
  entry("b.empty", { outputSchema: {} }),
  entry("c.small", { inputSchema: { type: "object", properties: { n: { type: "number" } } } }),
];
const HASH = "ab".repeat(32);
const GEN_TOOLS = renderManifest(TOOLS, HASH);
const EXPECTED: unknown = JSON.parse(GEN_TOOLS);

/** Whether readManifest left the entry's schema to be parsed on its first read. */
function deferred(manifest: ToolManifest, tool: number): boolean {
  return typeof Object.getOwnPropertyDescriptor(manifest.tools[tool], "inputSchema")?.get === "function";
}

/** Every object of a value, getters read. */
function objectsIn(value: unknown, out: object[] = []): object[] {
  if (typeof value !== "object" || value === null) return out;
  out.push(value);
  for (const child of Object.values(value)) objectsIn(child, out);
  return out;
}

describe("readManifest's schemas, parsed on first read", () => {
  const layouts: [string, () => Promise<string>, boolean][] = [
    ["as gen-tools writes it", async () => GEN_TOOLS, true],
    ["formatted by prettier, small schemas on one line", () => format(GEN_TOOLS, { parser: "json" }), true],
    ["with Windows line ends", async () => GEN_TOOLS.replaceAll("\n", "\r\n"), true],
    ["minified", async () => JSON.stringify(EXPECTED), false],
    ["indented by four spaces", async () => JSON.stringify(EXPECTED, null, 4), false],
    ["indented by tabs", async () => JSON.stringify(EXPECTED, null, "\t"), false],
  ];

  it.each(layouts)("reads the manifest %s as JSON.parse does, frozen throughout", async (_, text, lazy) => {
    const manifest = await read(await text());
    expect(deferred(manifest, 0)).toBe(lazy);
    expect(manifest).toEqual(EXPECTED);
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(EXPECTED);
    expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
    // A schema read twice is the same object, as the registry keeps it.
    expect(manifest.tools[0]!.inputSchema).toBe(manifest.tools[0]!.inputSchema);
  });

  const HANDLERS = Object.fromEntries(TOOLS.map((t) => [(t.owner as { export: string }).export, () => "ok"]));
  /** Each tool's validator, as gen-tools writes them with the manifest (`hash`). */
  const validators = (hash = HASH): Record<string, DeferredValidator> =>
    Object.fromEntries(TOOLS.map((t) => [t.name, { load: async () => compile(t.inputSchema), validatorsHash: hash }]));

  it("registers tools whose validators gen-tools wrote without parsing their schemas, and reports a broken one when it is first read", async () => {
    // A syntax error inside the last tool's input schema: what a hand edit leaves.
    const broken = GEN_TOOLS.replace('"type": "number"\n', '"type": "number",\n');
    expect(broken).not.toBe(GEN_TOOLS);
    const manifest = await read(broken);
    const registry = loadManifest(manifest, { handlers: HANDLERS, validators: validators() });
    expect(registry.get("b.empty").schema).toEqual(TOOLS[1]!.inputSchema);
    expect(registry.get("b.empty").schema).toBe(manifest.tools[1]!.inputSchema);
    const line = broken.split("\n").findIndex((l) => l.endsWith('"type": "number",')) + 2;
    const where = new RegExp(`m\\d+\\.json:${line}:\\d+: the inputSchema of /tools/2 \\("c\\.small"\\) is not valid JSON$`);
    expect(() => registry.get("c.small").schema).toThrow(where);
    expect(() => manifest.tools[2]!.inputSchema).toThrow(ManifestReadError);
    // Without the validators gen-tools wrote, registering reads every schema.
    expect(() => loadManifest(manifest, { handlers: HANDLERS })).toThrow(where);
  });

  it("checks a deferred output schema when it is first read, and any other when the tool is registered", async () => {
    const text = GEN_TOOLS.replace('"type": "integer"', '"type": "integr"');
    const fresh = await read(text);
    expect(() => loadManifest(fresh, { handlers: HANDLERS, validators: validators("cd".repeat(32)) })).toThrow(/integr/);
    // The first tool takes a Date, so its input schema is read at registration: its output schema is not.
    const record = loadManifest(await read(text), { handlers: HANDLERS, validators: validators() }).get("a.multi");
    expect(() => record.outputSchema).toThrow(InvalidSchemaError);
    expect(() => record.outputSchema).toThrow(/integr/);
  });

  it("checks the input schema of a tool whose validators came from another run when it registers it", async () => {
    const manifest = await read(GEN_TOOLS.replace('"type": "number"', '"type": "numeral"'));
    expect(() => loadManifest(manifest, { handlers: HANDLERS, validators: validators("cd".repeat(32)) })).toThrow(/numeral/);
  });

  it("parses whole a manifest whose indentation misleads the cuts, and reads it as JSON.parse does", async () => {
    // The first schema's closing brace two spaces too deep: its cut would take in the output schema.
    const intoOutput = shiftClosing("a.multi", '"outputSchema"');
    // The same for the last tool's: its cut would take in the keys after it, which JSON.parse then misses.
    const intoKeys = shiftClosing("c.small", '"idempotent"');
    // ... and with the entry's other objects on one line each, past the entry's end.
    const pastEntry = intoKeys.replace('"owner": {\n        "export": "c_small"\n      },', '"owner": { "export": "c_small" },').replace(
      '"source": {\n        "file": "src/tools.ts",\n        "line": 1\n      }\n    }\n  ]',
      '"source": { "file": "src/tools.ts", "line": 1 }\n    }\n  ]',
    );
    for (const text of [intoOutput, intoKeys, pastEntry]) {
      expect(text).not.toBe(GEN_TOOLS);
      const manifest = await read(text);
      expect(deferred(manifest, 0)).toBe(false);
      expect(manifest).toEqual(EXPECTED);
    }
    expect(pastEntry).not.toBe(intoKeys);
  });

  it("says so when a layout misleads the cuts in a way the rest cannot show", async () => {
    // A closing brace too deep, then a key of the entry's own that holds an object, which the cut takes in.
    const text = shiftClosing("b.empty", '"extra": {\n        "x": 1\n      },\n      "idempotent"');
    const manifest = await read(text);
    expect(() => manifest.tools[1]!.inputSchema).toThrow(
      /cannot read the inputSchema of \/tools\/1 \("b\.empty"\) where its indentation puts it: the manifest is laid out neither as gen-tools writes it nor as prettier formats it/,
    );
  });
});

/** GEN_TOOLS with the tool's input schema closing two spaces too deep, and `after` in place of the key after it. */
function shiftClosing(tool: string, after: string): string {
  const from = GEN_TOOLS.indexOf(`"name": "${tool}"`);
  const closing = GEN_TOOLS.indexOf("\n      },\n      ", GEN_TOOLS.indexOf('"inputSchema": {', from));
  const next = GEN_TOOLS.indexOf('"', closing + "\n      },\n      ".length);
  const key = GEN_TOOLS.indexOf('"', next + 1) + 1;
  const shifted = `${GEN_TOOLS.slice(0, closing)}\n        },\n      ${after}${GEN_TOOLS.slice(key)}`;
  expect(shifted).not.toBe(GEN_TOOLS);
  return shifted;
}
