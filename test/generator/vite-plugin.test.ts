import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { toolDecorators } from "../../generator/vite-plugin.js";

const scratch = mkdtempSync(join(tmpdir(), "gen-tools-vite-plugin-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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

  it("leaves a file that does not parse to Vite, which reports the error, rather than printing the transpiler's guess", () => {
    // A missing ")": the transpiler's output would drop the method and keep its body as a statement.
    expect(plugin.transform("export class A {\n  @tool() get(city: string, days = 3 {\n    return days;\n  }\n}", "/project/src/a.ts")).toBeNull();
    expect(plugin.transform('export class A {\n  @tool() get() { return { a,, b: 1 }; }\n}', "/project/src/a.ts")).toBeNull();
  });

  it("leaves the files of a project with legacy decorators (experimentalDecorators) to Vite, which lowers them as its tsconfig says", () => {
    const legacy = join(scratch, "legacy");
    mkdirSync(join(legacy, "src"), { recursive: true });
    writeFileSync(join(legacy, "tsconfig.base.json"), JSON.stringify({ compilerOptions: { experimentalDecorators: true } }));
    writeFileSync(join(legacy, "tsconfig.json"), JSON.stringify({ extends: "./tsconfig.base.json", include: ["src"] }));
    expect(plugin.transform("export class A {\n  @Column() title = '';\n}", join(legacy, "src/entity.ts"))).toBeNull();

    const standard = join(scratch, "standard");
    mkdirSync(join(standard, "src"), { recursive: true });
    writeFileSync(join(standard, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true }, include: ["src"] }));
    expect(plugin.transform("export class A {\n  @tool() m() {}\n}", join(standard, "src/agent.ts"))).not.toBeNull();
  });
});
