import { describe, expect, it } from "vitest";
import { toolDecorators } from "../../generator/vite-plugin.js";

// Standard decorators, bare and called, as `@tool()` is: each records the method it decorates.
const DECORATED = `
const seen: string[] = [];
function record(_: unknown, context: ClassMethodDecoratorContext): void {
  seen.push(String(context.name));
}
const recordAs = (prefix: string) => (_: unknown, context: ClassMethodDecoratorContext): void => {
  seen.push(prefix + String(context.name));
};
export class Agent {
  @record
  plain(): string { return "plain"; }
  @recordAs("called:")
  called(): string { return "called"; }
}
export const decorated = seen;
`;

async function load(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Record<string, unknown>;
}

describe("toolDecorators (gen-tools/vite)", () => {
  const plugin = toolDecorators();

  it("lowers a TypeScript file's standard decorators into code Node runs, with a source map", async () => {
    const out = plugin.transform(DECORATED, "/project/src/agent.ts?v=1");
    expect(out?.code).not.toMatch(/^\s*@/m);
    expect(JSON.parse(out?.map ?? "{}")).toMatchObject({ sources: ["agent.ts"] });
    const module = await load(out?.code ?? "");
    expect(module["decorated"]).toEqual(["plain", "called:called"]);
  });

  it("leaves other files to Vite: no decorator, not TypeScript, or a dependency's", () => {
    expect(plugin.transform("// mail me@example.com\nexport const a = 1;", "/project/src/a.ts")).toBeNull();
    expect(plugin.transform("/**\n * Adds.\n * @param a the first\n */\nexport function add(a: number) {}", "/project/src/a.ts")).toBeNull();
    expect(plugin.transform("/** @tool */\nexport function f() {}", "/project/src/a.ts")).toBeNull();
    expect(plugin.transform("class A { @tool() m() {} }", "/project/src/a.js")).toBeNull();
    expect(plugin.transform("class A { @tool() m() {} }", "/project/node_modules/dep/a.ts")).toBeNull();
    expect(plugin.transform("class A {\n  @tool() m() {}\n}", "/project/src/a.mts")).not.toBeNull();
    expect(plugin.transform("export @sealed class A {}", "/project/src/a.ts")).not.toBeNull();
  });
});
