import { describe, expect, it } from "vitest";
import { CONVERT_CODES } from "../../generator/convert/index.js";
import { makeProject } from "./harness.js";

describe("types JSON cannot carry are diagnostics at the parameter or property holding them", () => {
  const p = makeProject({
    "src/agent.ts": [
      "export class Repo { save(): void {} }",
      "export interface Options {",
      "  onDone: () => void;",
      "  nested: { when: Map<string, number> };",
      "}",
      "export function f(",
      "  cb: (x: number) => void,",
      "  s: symbol,",
      "  big: bigint,",
      "  repo: Repo,",
      "  seen: Set<string>,",
      "  v: void,",
      "  u: undefined,",
      "  options: Options,",
      "  inline: { handler(): void; id: string },",
      "  maybe: string | (() => void),",
      "  ...rest: string[]",
      ") {}",
      "export function g<T>(x: T, key: keyof T, [a, b]: [string, string], n: never) {}",
      "export class Cache<T extends string> { get(key: T) {} }",
      "export class Refused extends RangeError { limit = 3; }",
      "export function h(err: Error, refused: Refused, plain: { name: string; message: string }) {}",
    ].join("\n"),
  });

  it("reports each with its code, file:line:col and the path inside the type", () => {
    expect(p.problems("f").filter((d) => !d.includes("GT1100"))).toEqual([
      "src/agent.ts:7:3 - error GT1001: parameter 'cb' has a function type, which JSON cannot carry",
      "src/agent.ts:8:3 - error GT1002: parameter 's' has a symbol type, which JSON cannot carry",
      "src/agent.ts:9:3 - error GT1003: parameter 'big' has a bigint type, which JSON cannot carry (use number, or a string with a pattern)",
      "src/agent.ts:10:3 - error GT1004: parameter 'repo' is a 'Repo', whose methods JSON cannot carry",
      "src/agent.ts:11:3 - error GT1005: parameter 'seen' is a 'Set', which JSON cannot carry (use a Record or an array)",
      "src/agent.ts:12:3 - error GT1007: parameter 'v' has type 'void', which carries no value",
      "src/agent.ts:13:3 - error GT1007: parameter 'u' has type 'undefined', which carries no value",
      "src/agent.ts:15:3 - error GT1004: parameter 'inline' is a '{ handler(): void; id: string; }', whose methods JSON cannot carry",
      "src/agent.ts:16:3 - error GT1001: parameter 'maybe' has a function type, which JSON cannot carry",
      "src/agent.ts:17:3 - error GT1008: parameter 'rest' is a rest parameter; tool arguments are named (take an array parameter instead)",
      // Inside a named type: at the property's own declaration, named from the type.
      "src/agent.ts:3:3 - error GT1001: property 'Options.onDone' has a function type, which JSON cannot carry",
      "src/agent.ts:4:13 - error GT1005: property 'Options.nested.when' is a 'Map', which JSON cannot carry (use a Record or an array)",
    ]);
    expect(p.tool("f").parameters).not.toContain("rest");
  });

  it("reports an error of any class, whose name and message JSON leaves out; a plain object of the same fields is data", () => {
    const hint = "which JSON cannot carry (send its message, or a plain object of the fields it has)";
    expect(p.problems("h").filter((d) => !d.includes("GT1100"))).toEqual([
      `src/agent.ts:22:19 - error GT1005: parameter 'err' is an 'Error', ${hint}`,
      `src/agent.ts:22:31 - error GT1005: parameter 'refused' is a 'Refused', ${hint}`,
    ]);
  });

  it("reports unresolved types, destructured non-lone parameters and never", () => {
    // The function's own T stands for its constraint (none: any value); keyof T stays unresolved.
    expect(p.problems("g").filter((d) => !d.includes("GT1100"))).toEqual([
      "src/agent.ts:19:28 - error GT1006: parameter 'key' has the unresolved type 'keyof T'; a tool's schema needs concrete types",
      "src/agent.ts:19:42 - error GT1009: parameter '[a, b]' is destructured; only a lone object parameter may be destructured (its fields become the arguments)",
      "src/agent.ts:19:68 - error GT1007: parameter 'n' has type 'never', which carries no value",
    ]);
    expect(p.tool("g").inputSchema.properties?.["x"]).toEqual({});
    // A class's T is fixed by the instance the tool runs on, which the schema cannot know.
    expect(p.problems("Cache.get").filter((d) => !d.includes("GT1100"))).toEqual([
      "src/agent.ts:20:44 - error GT1006: parameter 'key' has the unresolved type 'T'; a tool's schema needs concrete types",
    ]);
  });

  it("reports a type TypeScript cannot resolve, which would otherwise accept anything, and keeps explicit any", () => {
    const q = makeProject({
      "a.ts": [
        'import type { Missing } from "not-installed";',
        "export interface Options { tags: NotDeclared[]; extra: Record<string, any> }",
        "export function f(m: Missing, options: Options, a: any, u: unknown) {}",
      ].join("\n"),
    });
    const tail = "which TypeScript cannot resolve (is its package installed, and its name declared and exported?)";
    expect(q.problems("f").filter((d) => d.includes("error"))).toEqual([
      `a.ts:3:19 - error GT1015: parameter 'm' has type 'Missing', ${tail}`,
      `a.ts:2:28 - error GT1015: element 'Options.tags[]' has type 'NotDeclared', ${tail}`,
    ]);
  });

  it("reports a required property keyed by a symbol, which no JSON object has; leaves out an optional one, and any in a result", () => {
    const q = makeProject({
      "a.ts": [
        "const id = Symbol();",
        "const note = Symbol();",
        "export interface Tagged { name: string; [id]: string; [note]?: string }",
        "export function f(t: Tagged): Tagged { return t; }",
      ].join("\n"),
    });
    expect(q.problems("f").filter((d) => !d.includes("GT1100"))).toEqual([
      "a.ts:3:41 - error GT1018: property 'Tagged.[id]' is keyed by a symbol, which JSON cannot carry: a model cannot send it (make it optional, or key it by a string)",
    ]);
    const result = q.tool("f");
    expect(result.outputSchema?.$defs?.Tagged).toMatchObject({ properties: { name: { type: "string" } }, required: ["name"] });
  });

  it("reports an anonymous recursive type", () => {
    const q = makeProject({
      "a.ts": "declare const node: { next: typeof node };\nexport function f(n: typeof node) {}",
    });
    expect(q.problems("f").filter((d) => d.includes("error"))).toEqual([
      "a.ts:1:23 - error GT1011: property 'n.next' has a recursive anonymous type; give it a name (an interface or a type alias)",
    ]);
  });

  it("points at the user's code, not into TypeScript's lib files, for a problem in a lib declaration", () => {
    const q = makeProject({
      "a.ts": ["export interface Later { job: Pick<Promise<number>, \"then\"> }", "export function f(later: Later, view: ArrayBufferView) {}"].join("\n"),
    });
    // The lib files are served from memory: a location in one names no file on disk.
    expect(q.problems("f").filter((d) => d.includes("error"))).toEqual([
      "a.ts:2:33 - error GT1004: property 'view.buffer' is an 'ArrayBuffer', whose methods JSON cannot carry; take the bytes as text instead (base64, in a string)",
      "a.ts:2:33 - error GT1004: property 'view.buffer' is a 'SharedArrayBuffer', whose methods JSON cannot carry; take the bytes as text instead (base64, in a string)",
      "a.ts:1:26 - error GT1001: property 'Later.job.then' has a function type, which JSON cannot carry",
    ]);
  });

  it("says what to take instead of the platform objects people most often put in a signature, and only of the platform's", () => {
    const q = makeProject({
      "a.ts": [
        "class URL { constructor(readonly href: string) {} toString() { return this.href; } }",
        "export function f(pattern: RegExp, bytes: Uint8Array, later: Promise<string>, page: URL) {}",
      ].join("\n"),
    });
    expect(q.problems("f").filter((d) => d.includes("error"))).toEqual([
      "a.ts:2:19 - error GT1004: parameter 'pattern' is a 'RegExp', whose methods JSON cannot carry; take its source instead, as a string",
      "a.ts:2:36 - error GT1004: parameter 'bytes' is a 'Uint8Array<ArrayBufferLike>', whose methods JSON cannot carry; take the bytes as text instead (base64, in a string)",
      "a.ts:2:55 - error GT1004: parameter 'later' is a 'Promise<string>', whose methods JSON cannot carry; take the value itself: a model sends data, not a pending result",
      // The project's own class called URL is not the platform's: no hint.
      "a.ts:2:79 - error GT1004: parameter 'page' is a 'URL', whose methods JSON cannot carry",
    ]);
  });

  it("reports a named type's problems with every tool that uses it, whichever converts first", () => {
    const source = "interface Bad { cb: () => void }\nexport function a(x: Bad) {}\nexport function b(y: Bad) {}";
    const one = makeProject({ "a.ts": source });
    const expected = "a.ts:1:17 - error GT1001: property 'Bad.cb' has a function type, which JSON cannot carry";
    expect(one.problems("a")).toContain(expected);
    expect(one.problems("b")).toContain(expected);
  });

  it("documents every code with a severity, a message and an explanation", () => {
    for (const [code, spec] of Object.entries(CONVERT_CODES)) {
      expect(code).toMatch(/^GT1\d{3}$/);
      expect(["error", "warning"]).toContain(spec.severity);
      expect(spec.explanation.length).toBeGreaterThan(10);
    }
  });
});
