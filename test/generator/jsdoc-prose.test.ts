import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function generate(files: Record<string, string>) {
  project = tempProject(files);
  return GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
}

function tool(result: Awaited<ReturnType<typeof generate>>, name: string) {
  const found = result.tools.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no tool ${name} among ${result.tools.map((t) => t.name).join(", ")}`);
  return found;
}

describe("JSDoc text: an @word in the middle of a sentence is prose", () => {
  it("keeps the whole sentence of a summary, a @param and a property that mention @handles and @scope/packages", async () => {
    const result = await generate({
      "src/a.ts": `import { tool } from "gen-tools";
export interface Msg {
  /** Who to notify; use @here for everyone. */
  to: string;
}
export class A {
  /**
   * Posts a message to Slack; write @here or @channel to notify everyone.
   * @param msg The message.
   */
  @tool() post(msg: Msg): void {}

  /**
   * Looks up a GitHub user.
   * @param login The user's handle without the leading @, e.g. octocat (not @octocat).
   */
  @tool() lookup(login: string): void {}

  /**
   * Installs a package such as @scope/pkg.
   * @param name Package name.
   */
  @tool() install(name: string): void {}
}
`,
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(tool(result, "post").description).toBe("Posts a message to Slack; write @here or @channel to notify everyone.");
    const lookup = tool(result, "lookup");
    expect(lookup.description).toBe("Looks up a GitHub user.");
    expect(lookup.inputSchema.properties?.["login"]).toMatchObject({ description: "The user's handle without the leading @, e.g. octocat (not @octocat)." });
    expect(tool(result, "install").description).toBe("Installs a package such as @scope/pkg.");
    expect(JSON.stringify(tool(result, "post").inputSchema)).toContain('"Who to notify; use @here for everyone."');
  });

  it("keeps a decorator at the start of a line inside a code fence as code", async () => {
    const result = await generate({
      "src/a.ts": `import { tool } from "gen-tools";
export class A {
  /**
   * Runs a snippet:
   * \`\`\`ts
   * @Injectable()
   * class S {}
   * \`\`\`
   * Then reports.
   * @param code The code.
   */
  @tool() snippet(code: string): void {}
}
`,
    });
    expect(tool(result, "snippet").description).toBe("Runs a snippet:\n```ts\n@Injectable()\nclass S {}\n```\nThen reports.");
  });

  it("marks no tool with a @tool mentioned mid-sentence, and still takes the one-line marker after a sentence", async () => {
    const result = await generate({
      "src/a.ts": `export class Admin {
  /** Wipes the database. Internal: deliberately not a @tool */
  wipeDatabase(): void {}

  /** Greets. @tool */
  greet(name: string): string { return name; }
}
/**
 * Deletes every user. Internal helper called by the admin @tool
 * @param confirm Must be true.
 */
export function deleteAllUsers(confirm: boolean): void {}
/** Formats a value for the @tool output */
export function formatOutput(value: string): string { return value; }
/** Adds. @tool sums.add */
export function add(a: number, b: number): number { return a + b; }
`,
    });
    expect(result.tools.map((t) => t.name)).toEqual(["greet", "sums.add"]);
  });

  it("reads a constraint tag mid-sentence as text and warns (GT1108); after a full stop, or another tag, it is a tag", async () => {
    const result = await generate({
      "src/a.ts": `import { tool } from "gen-tools";
export interface Ws {
  /** The name of the user's @default workspace. */
  ws: string;
  /** Items per page; capped at @maximum 100 */
  per: number;
  /** Body text; avoid the @deprecated font tag. */
  body: string;
  /** Days ahead. @minimum 1 @maximum 14 */
  days: number;
}
export class A {
  /** Sets. @param ws The settings. */
  @tool() set(ws: Ws): void {}
}
`,
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/a.ts:3:3 - warning GT1108: property 'Ws.ws' has @default in the middle of a sentence in its comment, which is read as text: start a line with it, or end the sentence before it, to make it a tag (used by tool 'set')",
      "src/a.ts:5:3 - warning GT1108: property 'Ws.per' has @maximum in the middle of a sentence in its comment, which is read as text: start a line with it, or end the sentence before it, to make it a tag (used by tool 'set')",
      "src/a.ts:7:3 - warning GT1108: property 'Ws.body' has @deprecated in the middle of a sentence in its comment, which is read as text: start a line with it, or end the sentence before it, to make it a tag (used by tool 'set')",
    ]);
    const ws = tool(result, "set").inputSchema.$defs?.["Ws"];
    expect(ws).toMatchObject({
      properties: {
        ws: { type: "string", description: "The name of the user's @default workspace." },
        per: { type: "number", description: "Items per page; capped at @maximum 100" },
        body: { type: "string", description: "Body text; avoid the @deprecated font tag." },
        days: { type: "number", description: "Days ahead.", minimum: 1, maximum: 14 },
      },
    });
    const properties = (ws as { properties: Record<string, object> }).properties;
    expect(properties["ws"]).not.toHaveProperty("default");
    expect(properties["per"]).not.toHaveProperty("maximum");
    expect(properties["body"]).not.toHaveProperty("deprecated");
  });

  it("reads a constraint tag mid-sentence in a tool's @param text as text too, and warns of it (GT1108), keeping the whole sentence", async () => {
    const result = await generate({
      "src/a.ts": `import { tool } from "gen-tools";
export class A {
  /**
   * Lists items.
   * @param page Items per page, capped at @maximum 100 by the server.
   */
  @tool() list(page: number): void {}
}
`,
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/a.ts:3:3 - warning GT1108: method 'list' has @maximum in the middle of a sentence in its comment, which is read as text: start a line with it, or end the sentence before it, to make it a tag",
    ]);
    expect(tool(result, "list").inputSchema.properties?.["page"]).toEqual({ type: "number", description: "Items per page, capped at @maximum 100 by the server." });
  });
});

describe("JSDoc text as the model reads it", () => {
  it("renders inline links as an editor shows them", async () => {
    const result = await generate({
      "src/a.ts": `import { tool } from "gen-tools";
export class A {
  /**
   * Uses {@link Foo} and {@link Foo | the foo text} and {@linkcode Bar} and {@link https://example.com}
   * and {@link https://example.com | Example site} and {@linkplain Baz qux}.
   * @param x See {@link Foo.bar}.
   */
  @tool() links(x: string): void {}
}
`,
    });
    const links = tool(result, "links");
    expect(links.description).toBe("Uses Foo and the foo text and `Bar` and https://example.com\nand Example site and qux.");
    expect(links.inputSchema.properties?.["x"]).toMatchObject({ description: "See Foo.bar." });
  });

  it("gives the same texts for a source with CRLF line endings as with LF, and *\\/ as */", async () => {
    const source = `import { tool } from "gen-tools";
export interface Opts {
  /**
   * Line one.
   * Line two.
   */
  a: string;
}
export class A {
  /**
   * Summary.
   * Second line, with a glob: src/**\\/*.ts
   *
   * Paragraph.
   * @param opts The thing.
   * more.
   */
  @tool() crlf(opts: Opts): void {}
}
`;
    const lf = await generate({ "src/a.ts": source });
    const crlf = await generate({ "src/a.ts": source.replaceAll("\n", "\r\n") });
    expect(tool(lf, "crlf").description).toBe("Summary.\nSecond line, with a glob: src/**/*.ts\n\nParagraph.");
    expect(crlf.tools).toEqual(lf.tools);
  });
});
