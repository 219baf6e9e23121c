import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolMarkLine } from "../../generator/project/tool-mark-line.js";

describe("toolMarkLine", () => {
  it.each([
    ["a JSDoc tag", "export class A {\n  /**\n   * Adds.\n   * @tool\n   */\n  add() {}\n}\n", 4],
    ["a one-line JSDoc", "/** @tool */\nexport function f() {}\n", 1],
    ["a decorator", 'import { tool } from "gen-tools";\nexport class A {\n  @tool()\n  add() {}\n}\n', 3],
    ["a decorator with options", "class A {\n  @tool({ idempotent: true }) add() {}\n}\n", 2],
    ["a registerTool call", 'export const ping =\n  registerTool ({ name: "ping" }, () => "pong");\n', 2],
    ["a registerTool call with type arguments", "// Not registerTool(x): a comment.\nexport const ping = registerTool<PingArgs>(definition, handler);\n", 2],
    ["the first of a tag and a call", 'export const ping = registerTool(definition, handler);\n/** @tool */\nexport function f() {}\n', 1],
  ])("finds %s", (_, text, line) => {
    expect(toolMarkLine(text)).toBe(line);
  });

  it.each([
    ["no text (a file gone)", undefined],
    ["prose naming the tag", "// Methods marked with @tool become tools.\nexport const a = 1;\n"],
    ["another decorator", "class A {\n  @toolbox()\n  add() {}\n}\n"],
    ["registerTools and registerToolHook calls", "registerTools(registry, handlers);\nagent.registerToolHook(hook);\n"],
    ["a tag of another name", "/**\n * @tooltip Shown on hover.\n */\nexport const a = 1;\n"],
    ["registerTool in comments and strings", '// Call registerTool(definition, handler).\n/**\n * @example registerTool({ name: "x" }, fn)\n */\nconst s = "registerTool(";\nconst t = `${registerTool}(`;\n'],
    ["a method of that name", "registry.registerTool(definition, handler);\nregistry?.registerTool(definition, handler);\n"],
  ])("finds none in %s", (_, text) => {
    expect(toolMarkLine(text)).toBeUndefined();
  });
});

describe("toolMarkLine on any text", () => {
  const pieces = fc.constantFrom("registerTool", "(", "<", "@tool", "/**", "*/", " * ", "`", "${", "}", "{", "'", "//", "\n", ".", "x", " ");
  const texts = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join("")));

  it("ends with a line within the text, or none, never an exception", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const line = toolMarkLine(text);
        if (line !== undefined) expect(line).toBeGreaterThanOrEqual(1);
        if (line !== undefined) expect(line).toBeLessThanOrEqual(text.split("\n").length);
      }),
      { numRuns: 2000 },
    );
  });
});
