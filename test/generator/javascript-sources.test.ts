import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ToolManifest } from "../../src/manifest.js";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

/** JavaScript with JSDoc types, as a `checkJs` project writes it: the types come from the tags. */
const TOOLS_JS = `/**
 * A place on the map.
 * @typedef {object} Place
 * @property {string} city The city.
 * @property {number} [days] - How many days ahead.
 */

/** @typedef {{ lat: number, lon: number }} Point A position. */

/**
 * The forecast for a place.
 * @param {Place} place Where.
 * @param {Point} at Exactly where.
 * @param {"c" | "f"} unit The unit.
 * @returns {string}
 * @tool
 */
export function forecast(place, at, unit) {
  return place.city + unit + at.lat;
}

export class Notes {
  /**
   * Adds a note.
   * @param {string} text The note.
   * @param {string[]} [tags] Its tags.
   * @tool
   */
  add(text, tags = []) {
    return text + tags.join(",");
  }
}
`;

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("JavaScript sources (allowJs)", () => {
  it("give their tools' schemas from the JSDoc types, with @typedef and @property texts as descriptions", async () => {
    project = tempProject({ "src/tools.js": TOOLS_JS, "package.json": '{ "type": "module" }' }, { allowJs: true, checkJs: true });
    const run = await runCli(["--project", project.tsconfig]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8")) as ToolManifest;
    const [add, forecast] = manifest.tools;
    expect(add?.inputSchema).toEqual({
      type: "object",
      properties: { text: { type: "string", description: "The note." }, tags: { type: "array", items: { type: "string" }, default: [], description: "Its tags." } },
      required: ["text"],
      additionalProperties: false,
    });
    expect(forecast?.inputSchema.$defs).toEqual({
      Place: {
        type: "object",
        properties: { city: { type: "string", description: "The city." }, days: { type: "number", description: "How many days ahead." } },
        required: ["city"],
        additionalProperties: false,
        description: "A place on the map.",
      },
      Point: {
        type: "object",
        properties: { lat: { type: "number" }, lon: { type: "number" } },
        required: ["lat", "lon"],
        additionalProperties: false,
        description: "A position.",
      },
    });
    expect(forecast?.owner).toEqual({ export: "forecast" });
    expect(readFileSync(join(project.dir, "generated/tools.gen.ts"), "utf8")).toContain('import type { Notes, forecast } from "../src/tools.js";');
  });

  it("give the defaults a JSDoc tag writes in its brackets, which TypeScript drops; a computed one gives none", async () => {
    const source = `const DEFAULT_PAGE = 1;

/**
 * A search's options.
 * @typedef {object} Options
 * @property {"asc" | "desc"} [order='asc'] - The order.
 * @property {{ field: string, weight: number }} [boost={ field: "title", weight: -0.5 }] Which field counts more.
 */

/**
 * Searches the catalogue.
 * @param {string} query What to look for.
 * @param {number} [limit=10] - How many results.
 * @param {string[]} [tags=["new", "sale]"]] Tags to match.
 * @param {number} [page=DEFAULT_PAGE] The page.
 * @param {Options} [options] How to search.
 * @param {boolean} [exact = false] Whether to match exactly; the default the code gives wins.
 * @tool
 */
export function search(query, limit, tags, page, options, exact = true) {
  return [query, limit ?? 10, tags, page ?? DEFAULT_PAGE, options, exact];
}

/**
 * Lists orders.
 * @param {object} args The filter.
 * @param {string} args.status The status.
 * @param {number} [args.days=30] How many days back.
 * @tool
 */
export function listOrders({ status, days }) {
  return status + (days ?? 30);
}
`;
    project = tempProject({ "src/tools.js": source, "package.json": '{ "type": "module" }' }, { allowJs: true, checkJs: true });
    const run = await runCli(["--project", project.tsconfig]);
    expect(run.stderr).toBe("");
    const manifest = JSON.parse(readFileSync(join(project.dir, "generated/tools.manifest.json"), "utf8")) as ToolManifest;
    const byName = new Map(manifest.tools.map((t) => [t.name, t]));
    const search = byName.get("search")?.inputSchema;
    expect(search?.properties?.["limit"]).toEqual({ type: "number", default: 10, description: "How many results." });
    expect(search?.properties?.["tags"]).toEqual({ type: "array", items: { type: "string" }, default: ["new", "sale]"], description: "Tags to match." });
    expect(search?.properties?.["page"]).toEqual({ type: "number", description: "The page." });
    expect(search?.properties?.["exact"]).toEqual({ type: "boolean", default: true, description: "Whether to match exactly; the default the code gives wins." });
    expect(search?.required).toEqual(["query"]);
    expect(search?.$defs?.["Options"]).toMatchObject({
      properties: {
        order: { type: "string", enum: ["asc", "desc"], default: "asc", description: "The order." },
        boost: {
          type: "object",
          properties: { field: { type: "string" }, weight: { type: "number" } },
          required: ["field", "weight"],
          additionalProperties: false,
          default: { field: "title", weight: -0.5 },
          description: "Which field counts more.",
        },
      },
    });
    expect(byName.get("list_orders")?.inputSchema.properties?.["days"]).toEqual({ type: "number", default: 30, description: "How many days back." });
    // The bodies apply their defaults themselves; gen-tools cannot tell, and asks for the initializer, at each tag.
    expect(run.stdout.split("\n").filter((line) => line.includes("GT1107")).map((line) => line.replace(/, which .*(?= as ')/, ","))).toEqual([
      "src/tools.js:13:4 - warning GT1107: JSDoc @param 'limit' gives the default 10, as 'limit = 10' would",
      `src/tools.js:14:4 - warning GT1107: JSDoc @param 'tags' gives the default ["new","sale]"], as 'tags = ["new","sale]"]' would`,
      "src/tools.js:28:4 - warning GT1107: JSDoc @param 'args.days' gives the default 30, as '{ days = 30 }' would",
    ]);
  });
});
