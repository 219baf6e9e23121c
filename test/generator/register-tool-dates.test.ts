import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { loadManifest } from "../../src/registry/load-manifest.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Dates in objects that `$ref`s reach: a chain of two refs, array items, a ref inside a `$defs` entry. */
const BOOK = `import { registerTool } from "gen-tools";

interface Slot { start: Date; end: Date | null }
interface Room { name: string; slots: Slot[]; next?: Slot }

export const book = registerTool(
  {
    name: "book",
    description: "Books rooms.",
    parameters: {
      type: "object",
      $defs: {
        Slot: { $ref: "#/$defs/Interval" },
        Interval: {
          type: "object",
          properties: { start: { type: "string", format: "date-time" }, end: { type: ["string", "null"], format: "date-time" } },
          required: ["start", "end"],
          additionalProperties: false,
        },
        Room: {
          type: "object",
          properties: { name: { type: "string" }, slots: { type: "array", items: { $ref: "#/$defs/Slot" } }, next: { $ref: "#/$defs/Slot" } },
          required: ["name", "slots"],
          additionalProperties: false,
        },
      },
      properties: { slot: { $ref: "#/$defs/Slot" }, rooms: { type: "array", items: { $ref: "#/$defs/Room" } } },
      required: ["slot", "rooms"],
      additionalProperties: false,
    },
  },
  (args: { slot: Slot; rooms: Room[] }) => args.slot.start.toISOString(),
);
`;

/** A recursive type with a Date, and one `$defs` entry reached twice: by `from` as a Date, by `to` as `toStart`. */
const walk = (toStart: string): string => `import { registerTool } from "gen-tools";

interface Tree { at: Date; kids: Tree[] }

export const walk = registerTool(
  {
    name: "walk",
    description: "Walks a tree.",
    parameters: {
      type: "object",
      $defs: {
        Tree: {
          type: "object",
          properties: { at: { type: "string", format: "date-time" }, kids: { type: "array", items: { $ref: "#/$defs/Tree" } } },
          required: ["at", "kids"],
        },
        When: { type: "object", properties: { start: { type: "string", format: "date-time" } }, required: ["start"] },
      },
      properties: { tree: { $ref: "#/$defs/Tree" }, from: { $ref: "#/$defs/When" }, to: { $ref: "#/$defs/When" } },
      required: ["tree", "from", "to"],
    },
  },
  (args: { tree: Tree; from: { start: Date }; to: { start: ${toStart} } }) => args.tree.at.getTime(),
);
`;

/** gen-tools' diagnostics on a project of this source, and a reader of the files it wrote. */
async function generate(source: string): Promise<{ messages: string[]; generated: (name: string) => string }> {
  const p = runtimeProject({ "src/tools.ts": source });
  project = p;
  const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
  const messages = result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}: ${d.code} ${d.message}`);
  return { messages, generated: (name) => readFileSync(join(p.dir, "generated", name), "utf8") };
}

describe("a registerTool handler taking Dates through $refs", () => {
  it("has them where the $refs lead: in the manifest's dates, for the registry, and in its argument type", async () => {
    const { messages, generated } = await generate(BOOK);
    expect(messages).toEqual([]);

    const manifest: unknown = JSON.parse(generated("tools.manifest.json"));
    let received: unknown;
    const registry = loadManifest(manifest, { handlers: { book: (args: unknown) => (received = args) } });
    expect(registry.get("book").dates).toEqual(["/$defs/Interval/properties/start", "/$defs/Interval/properties/end"]);
    const slot = { start: "2026-12-04T10:00:00Z", end: null };
    await registry.get("book").handler({ slot, rooms: [{ name: "A", slots: [slot], next: slot }] }, { toolName: "book", signal: new AbortController().signal });
    const day = { start: new Date("2026-12-04T10:00:00Z"), end: null };
    expect(received).toEqual({ slot: day, rooms: [{ name: "A", slots: [day], next: day }] });

    expect(generated("tools.gen.ts")).toMatch(/\{\s+start: Date;\s+end: Date \| null;/);
  });

  it("through a $ref whose URI fragment escapes its pointer (a $defs name with a space), at the pointer itself", async () => {
    const source = `import { registerTool } from "gen-tools";
export const meet = registerTool(
  {
    name: "meet",
    description: "Meets.",
    parameters: {
      type: "object",
      $defs: { "Meeting Time": { type: "string", format: "date-time" } },
      properties: { at: { $ref: "#/$defs/Meeting%20Time" } },
      required: ["at"],
      additionalProperties: false,
    },
  },
  (args: { at: Date }) => args.at.toISOString(),
);
`;
    const { messages, generated } = await generate(source);
    expect(messages).toEqual([]);
    expect(JSON.parse(generated("tools.manifest.json")).tools[0].dates).toEqual(["/$defs/Meeting Time"]);
  });

  it("in a recursive type", async () => {
    const { messages, generated } = await generate(walk("Date"));
    expect(messages).toEqual([]);
    expect(JSON.parse(generated("tools.manifest.json")).tools[0].dates).toEqual(["/$defs/Tree/properties/at", "/$defs/When/properties/start"]);
    expect(generated("tools.gen.ts")).toMatch(/\{\s+at: Date;\s+kids: WalkArgsTree\[\];/);
  });

  it("refuses a $defs entry the handler takes as a Date in one place and as a string in another (GT3004)", async () => {
    const { messages } = await generate(walk("string"));
    expect(messages).toEqual([
      "17: GT3004 tool 'walk': property 'to.start' is a string in the handler's type, but its date-time schema is also where the handler takes a Date, so it gets a Date: take a Date there too, or give the two their own subschemas",
    ]);
  });
});
