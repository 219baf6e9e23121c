import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

describe("a mapped type with `as` key remapping", () => {
  it("keeps its properties in the declaration order of the type it maps, as README says", () => {
    const p = makeProject({
      "a.ts": `interface Settings { zeta: string; alpha: number; mid: boolean }
type Getters<T> = { [K in keyof T as \`get_\${K & string}\`]: T[K] };
/** Tool. */
export function read(/** Getters. */ getters: Getters<Settings>, /** Inline. */ inline: { [K in keyof Settings as \`set_\${K}\`]: Settings[K] }) {}
`,
    });
    const { inputSchema } = p.tool("read");
    expect(p.problems("read")).toEqual([]);
    const keys = (schema: unknown): string[] => Object.keys((schema as { properties: object }).properties);
    expect(inputSchema.properties?.getters).toEqual({ $ref: "#/$defs/Getters_Settings", description: "Getters." });
    expect(keys(inputSchema.$defs?.Getters_Settings)).toEqual(["get_zeta", "get_alpha", "get_mid"]);
    expect(keys(inputSchema.properties?.inline)).toEqual(["set_zeta", "set_alpha", "set_mid"]);
  });
});
