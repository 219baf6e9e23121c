import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject } from "./helpers/temp-project.js";

/** A registerTool tool whose `count` argument has this schema, on a line of its own (line 8), and whose handler takes a number. */
function counted(name: string, count: string): string {
  return `export const ${name} = registerTool(
  {
    name: "${name}",
    description: "Counts.",
    parameters: {
      type: "object",
      properties: {
        count: ${count},
      },
      required: ["count"],
      $defs: { Text: { type: "string" } },
    },
  },
  (args: { count: number }) => args.count,
);
`;
}

describe("GT3004 for a registerTool argument of the wrong JSON type", () => {
  it("points at the keyword that says the type: type, else anyOf, oneOf, enum, const, $ref or allOf", async () => {
    const project = tempProject({
      "src/by-type.ts": `import { registerTool } from "gen-tools";\n${counted("by_type", '{ description: "The count.", type: "string" }')}`,
      "src/by-any-of.ts": `import { registerTool } from "gen-tools";\n${counted("by_any_of", '{ description: "The count.", anyOf: [{ type: "string" }, { type: "null" }] }')}`,
      "src/by-enum.ts": `import { registerTool } from "gen-tools";\n${counted("by_enum", '{ description: "The count.", enum: ["one", "two"] }')}`,
      "src/by-ref.ts": `import { registerTool } from "gen-tools";\n${counted("by_ref", '{ description: "The count.", $ref: "#/$defs/Text" }')}`,
      "src/by-all-of.ts": `import { registerTool } from "gen-tools";\n${counted("by_all_of", '{ description: "The count.", allOf: [{ $ref: "#/$defs/Text" }] }')}`,
    });
    try {
      const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
      const at = (file: string): string[] => result.diagnostics.filter((d) => d.code === "GT3004" && d.file === file).map(formatDiagnostic).map((line) => line.split(" - ")[0] ?? "");
      // Line 9: the line of `count`'s schema (the file's import, then the tool); columns: of each keyword's value.
      expect(at("src/by-type.ts")).toEqual(["src/by-type.ts:9:51"]);
      expect(at("src/by-any-of.ts")).toEqual(["src/by-any-of.ts:9:52"]);
      expect(at("src/by-enum.ts")).toEqual(["src/by-enum.ts:9:51"]);
      expect(at("src/by-ref.ts")).toEqual(["src/by-ref.ts:9:51"]);
      expect(at("src/by-all-of.ts")).toEqual(["src/by-all-of.ts:9:52"]);
    } finally {
      project.remove();
    }
  });
});
