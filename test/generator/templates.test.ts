import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../generator/emit/templates.js";

describe("renderTemplate", () => {
  it("puts each value in its placeholder as written, and trims the end", () => {
    const text = renderTemplate("tool-args.ts", { toolName: "a.b", summary: ": $& {{typeName}}", typeName: "AArgs", properties: "  x: string;\n" });
    expect(text).toBe("/** The arguments of `a.b`: $& {{typeName}} */\nexport type AArgs = {\n  x: string;\n\n};");
  });

  it("refuses a placeholder without a value, and a value without a placeholder", () => {
    expect(() => renderTemplate("tool-args.ts", { toolName: "a", summary: "", typeName: "A" })).toThrow("template tool-args.ts: no value for {{properties}}");
    expect(() => renderTemplate("tool-args-map.ts", { entries: "", extra: "", more: "" })).toThrow("template tool-args-map.ts: no placeholder for extra, more");
  });
});
