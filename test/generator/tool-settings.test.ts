import { describe, expect, it } from "vitest";
import { DiscoverContext } from "../../generator/discover/discover-context.js";
import { DECORATOR_OPTIONS, readToolSettings } from "../../generator/discover/tool-settings.js";
import ts from "../../generator/typescript.cjs";

/** The settings `@tool(<options>)` reads from `options`, and the messages of what it reported. */
function read(options: string): { settings: object; problems: string[] } {
  const file = ts.createSourceFile("/project/a.ts", `const x = ${options};`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0] as ts.VariableStatement;
  // Reading options reports at nodes only: it needs neither a checker nor the config.
  const ctx = new DiscoverContext(undefined as never, "/project", {} as never, {} as never);
  const settings = readToolSettings(statement.declarationList.declarations[0]!.initializer!, DECORATOR_OPTIONS, "@tool()", ctx);
  return { settings, problems: ctx.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`) };
}

describe("readToolSettings", () => {
  it("takes a name and a description that are strings", () => {
    expect(read(`{ name: "search", description: "Searches." }`)).toEqual({ settings: { name: "search", description: "Searches." }, problems: [] });
  });

  it("reports a name or description that is not a string, at its value", () => {
    expect(read(`{ name: 1, description: true }`).problems).toEqual([
      "GT2004 1:19 @tool() option 'name' must be a string",
      "GT2004 1:35 @tool() option 'description' must be a string",
    ]);
  });

  it("reports a blank description, which would hide the JSDoc summary, but leaves a blank name to the name checks", () => {
    expect(read(`{ name: "", description: " " }`)).toEqual({
      settings: { name: "" },
      problems: ["GT2004 1:36 @tool() option 'description' is blank: leave it out to use the JSDoc summary, or write one"],
    });
  });
});
