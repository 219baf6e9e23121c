import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function tools(source: string) {
  project = tempProject({ "src/a.ts": source });
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return { diagnostics: result.diagnostics.map((d) => d.code), byName: Object.fromEntries(result.tools.map((t) => [t.name, t])) };
}

describe("a tool's description", () => {
  it("is the implemented or overridden method's summary, as an editor's hover shows it, when the method has none of its own", async () => {
    const { byName, diagnostics } = await tools(`import { tool } from "gen-tools";
export interface Searcher {
  /**
   * Searches the web.
   * @param query What to search for.
   */
  search(query: string): string[];
}
export class WebSearch implements Searcher {
  @tool() search(query: string): string[] { return [query]; }
}
export abstract class Base {
  /** Reads a file from disk. @param path Absolute path. */
  read(path: string): string { return path; }
}
export class Derived extends Base {
  /** {@inheritDoc Base.read} */
  @tool({ name: "derived_read" }) override read(path: string): string { return path; }
}
`);
    expect(diagnostics).toEqual([]);
    expect(byName["search"]).toMatchObject({ description: "Searches the web.", inputSchema: { properties: { query: { description: "What to search for." } } } });
    expect(byName["derived_read"]).toMatchObject({ description: "Reads a file from disk.", inputSchema: { properties: { path: { description: "Absolute path." } } } });
  });

  it("adds TSDoc's @remarks, the rest of the description, after the summary", async () => {
    const { byName } = await tools(`import { tool } from "gen-tools";
export class A {
  /**
   * Lists items.
   * @remarks Only active items are listed; archived ones need \`list_archived\`.
   */
  @tool() list(): string[] { return []; }
}
`);
    expect(byName["list"]?.description).toBe("Lists items.\n\nOnly active items are listed; archived ones need `list_archived`.");
  });

  it("adds what the tool throws and its examples, as written, after the summary", async () => {
    const { byName, diagnostics } = await tools(`import { tool } from "gen-tools";
export class NotFoundError extends Error {}
export class A {
  /**
   * Reads a note.
   * @param id The note's id.
   * @throws {NotFoundError} when no note has the id.
   * @throws when the store is offline.
   * @example Read the first note
   * \`\`\`ts
   * read("n-1")
   * \`\`\`
   * @example read("n-2")
   */
  @tool() read(id: string): string { return id; }

  /**
   * @example read("n-3")
   */
  @tool() bare(id: string): string { return id; }
}
`);
    expect(byName["read"]?.description).toBe(
      'Reads a note.\n\nThrows NotFoundError: when no note has the id.\nThrows: when the store is offline.\n\nExample:\nRead the first note\n```ts\nread("n-1")\n```\n\nExample:\nread("n-2")',
    );
    // Examples alone are no description: the tool is still reported as having none.
    expect(byName["bare"]?.description).toBe("");
    expect(diagnostics).toContain("GT2005");
  });

  it("tells the model what to use instead of a deprecated tool", async () => {
    const { byName } = await tools(`import { tool } from "gen-tools";
export class A {
  /**
   * Lists items.
   * @deprecated Use \`list_v2\`.
   */
  @tool() list(): string[] { return []; }
}
/**
 * Lists items, paged.
 * @deprecated Use \`list_v3\`.
 * @tool
 */
export function listV2(): string[] { return []; }
`);
    expect(byName["list"]?.description).toBe("Lists items.\n\nDeprecated: Use `list_v2`.");
    expect(byName["list_v2"]?.description).toBe("Lists items, paged.\n\nDeprecated: Use `list_v3`.");
  });

  it("takes the deprecation from the comment it takes the summary from: a variable's, not its arrow function's", async () => {
    const { byName } = await tools(`import { tool } from "gen-tools";
/**
 * Lists items.
 * @deprecated Use \`list_v2\`.
 * @tool
 */
export const list = /** Lists. @deprecated Use \`list_all\`. */ (): string[] => [];
/** Counts items. @tool */
export const count = /** @deprecated Use \`size\`. */ (): number => 0;
`);
    expect(byName["list"]?.description).toBe("Lists items.\n\nDeprecated: Use `list_v2`.");
    expect(byName["count"]?.description).toBe("Counts items.");
  });
});

describe("blank and missing descriptions", () => {
  it("takes a @description tag for the summary where the comment has no other, and drops a ':' or a dash before a @param's text", async () => {
    const { byName, diagnostics } = await tools(`import { tool } from "gen-tools";
export class A {
  /**
   * @description Lists items.
   * @param a: Colon style.
   * @param b — Em dash style.
   * @param c – En dash style.
   * @param d - Hyphen style.
   * @param e -1 means all.
   */
  @tool() list(a: string, b: string, c: string, d: string, e: number): string[] { return []; }
}
`);
    expect(diagnostics).toEqual([]);
    expect(byName["list"]?.description).toBe("Lists items.");
    const properties = byName["list"]?.inputSchema.properties ?? {};
    expect(Object.values(properties).map((p) => (p as { description?: string }).description)).toEqual(["Colon style.", "Em dash style.", "En dash style.", "Hyphen style.", "-1 means all."]);
  });

  it("keeps the indentation of a @param's lines relative to their common margin: nested list items, code", async () => {
    const { byName } = await tools(`import { tool } from "gen-tools";
export class J {
  /**
   * Runs a query.
   * @param mode One of:
   *   - \`fast\`: quick
   *     - nested under fast
   *   - \`slow\`: thorough
   *
   *   \`\`\`sql
   *   SELECT *
   *     FROM t
   *   \`\`\`
   * @param sql
   *   The SQL text,
   *     indented.
   * @param limit How many rows to return,
   *        wrapped under its first line.
   */
  @tool()
  run(mode: string, sql: string, limit: number): void {}
}
`);
    const properties = (byName["run"]?.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
    expect(properties["mode"]?.description).toBe("One of:\n- `fast`: quick\n  - nested under fast\n- `slow`: thorough\n\n```sql\nSELECT *\n  FROM t\n```");
    expect(properties["sql"]?.description).toBe("The SQL text,\n  indented.");
    expect(properties["limit"]?.description).toBe("How many rows to return,\nwrapped under its first line.");
  });

  it("refuses a blank description or params text, which would stand in for the JSDoc and tell the model nothing (GT2004)", async () => {
    project = tempProject({
      "src/a.ts": `import { tool, registerTool } from "gen-tools";
export class A {
  /**
   * Real summary.
   * @param x Real x.
   */
  @tool({ description: "", params: { x: " " } }) one(x: string): void {}
}
export const blank = registerTool({ name: "blank", description: "   ", parameters: { type: "object", properties: {} } }, () => 1);
`,
    });
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.message}`)).toEqual([
      "GT2004 error @tool() option 'description' is blank: leave it out to use the JSDoc summary, or write one",
      "GT2004 error @tool() option 'params' gives 'x' a blank description: leave it out to use the JSDoc @param, or write one",
      "GT2005 warning tool 'blank' has no description: add the description field",
      "GT2004 error registerTool option 'description' is blank: leave it out to use the JSDoc summary, or write one",
    ]);
  });

  it("says, of a registerTool definition without a description, that the JSDoc comment above it is not read", async () => {
    project = tempProject({
      "src/a.ts": `import { registerTool } from "gen-tools";
/** Gets the time (a JSDoc summary). */
export const time = registerTool({ name: "time", parameters: { type: "object", properties: {} } }, () => 1);
export const bare = registerTool({ name: "bare", parameters: { type: "object", properties: {} } }, () => 1);
`,
    });
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "tool 'time' has no description: add the description field (the JSDoc comment above a registerTool call is not read)",
      "tool 'bare' has no description: add the description field",
    ]);
  });

  it("warns of a registerTool argument without a description (GT1100), an error under requireDescriptions", async () => {
    const source = `import { registerTool } from "gen-tools";
export const find = registerTool(
  {
    name: "find",
    description: "Finds.",
    parameters: {
      type: "object",
      properties: { q: { type: "string" }, at: { $ref: "#/$defs/Place" }, n: { type: "number", description: "How many." } },
      required: ["q"],
      $defs: { Place: { type: "string", description: "A place." } },
    },
  },
  (args: { q: string; at?: string; n?: number }) => [args.q],
);
`;
    project = tempProject({ "src/a.ts": source });
    const warned = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(warned.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.severity} ${d.message}`)).toEqual([
      "8:24 GT1100 warning tool 'find': parameter 'q' has no description (add \"description\" to its schema)",
    ]);
    const refused = await GenToolsSession.open({ project: project.tsconfig, requireDescriptions: true }).run({ check: true });
    expect(refused.diagnostics.map((d) => `${d.code} ${d.severity}`)).toEqual(["GT1100 error"]);
  });
});
