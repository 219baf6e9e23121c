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
});
