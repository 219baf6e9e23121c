import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A workspace package as npm links it before it is built: its exports name a dist/ that is not there. */
const UNBUILT_PACKAGE = {
  "node_modules/@acme/shared/package.json": JSON.stringify({
    name: "@acme/shared",
    type: "module",
    exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
  }),
  "node_modules/@acme/shared/src/index.ts": "export interface Address { city: string }\n",
};

async function errorsOf(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}): Promise<string[]> {
  project = tempProject(files, compilerOptions);
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return result.diagnostics.filter((d) => d.severity === "error").map(formatDiagnostic);
}

const tool = (imports: string, parameters: string): string =>
  `import { tool } from "gen-tools";\n${imports}\nexport class Ship {\n  /** Ships. */\n  @tool()\n  ship(${parameters}): boolean {\n    return true;\n  }\n}\n`;

describe("an import the compiler cannot resolve, through which the tools take a type (GT2019)", () => {
  it("is one error at the import, naming the module and why, which the GT1015 at each parameter points at", async () => {
    const errors = await errorsOf({
      ...UNBUILT_PACKAGE,
      "src/ship.ts": tool(
        `import type { Address } from "@acme/shared";\nimport type { Geo } from "@acme/shared/geo";\nimport type * as local from "./missing.js";\nimport type { Thing } from "not-installed";`,
        "to: Address, from: Address[], at: Geo | null, near: local.Place, what: Partial<Thing>, other: Undeclared",
      ),
    });
    const unknown = (specifier: string, names: string): string => `cannot resolve '${specifier}' from src/ship.ts, so the tools' types from it (${names}) are unknown`;
    const pointing = (subject: string, type: string, from: string, at: string): string =>
      `${subject} has type '${type}', from ${from}, which TypeScript cannot resolve (GT2019 at src/ship.ts:${at} says why)`;
    expect(errors).toEqual([
      `src/ship.ts:2:30 - error GT2019: ${unknown("@acme/shared", "Address")}: '@acme/shared' is installed, but its types (./dist/index.d.ts) are missing: build it first (tsc -b), or read it from source through paths or a development export condition`,
      `src/ship.ts:3:26 - error GT2019: ${unknown("@acme/shared/geo", "Geo")}: '@acme/shared' is installed, but its package.json exports has no './geo': add it there, or import a path it exports`,
      `src/ship.ts:4:29 - error GT2019: ${unknown("./missing.js", "local")}: there is no such file: check the path`,
      `src/ship.ts:5:28 - error GT2019: ${unknown("not-installed", "Thing")}: no package 'not-installed' is installed where this file can see it: install it, or map it with the tsconfig's paths`,
      `src/ship.ts:9:8 - error GT1015: ${pointing("parameter 'to'", "Address", "'@acme/shared'", "2:30")}`,
      `src/ship.ts:9:21 - error GT1015: ${pointing("element 'from[]'", "Address", "'@acme/shared'", "2:30")}`,
      `src/ship.ts:9:38 - error GT1015: ${pointing("parameter 'at'", "Geo | null", "'@acme/shared/geo'", "3:26")}`,
      `src/ship.ts:9:54 - error GT1015: ${pointing("parameter 'near'", "local.Place", "'./missing.js'", "4:29")}`,
      `src/ship.ts:9:73 - error GT1015: ${pointing("parameter 'what'", "Partial<Thing>", "'not-installed'", "5:28")}`,
      "src/ship.ts:9:95 - error GT1015: parameter 'other' has type 'Undeclared', which TypeScript cannot resolve (is its package installed, and its name declared and exported?)",
    ]);
  });

  it("is reported at the import of the file that declares the type the tools reach", async () => {
    const errors = await errorsOf({
      ...UNBUILT_PACKAGE,
      "src/order.ts": `import type { Address } from "@acme/shared";\nexport interface Order {\n  to: Address;\n}\n`,
      "src/ship.ts": tool(`import type { Order } from "./order.js";`, "order: Order"),
    });
    expect(errors).toEqual([
      "src/order.ts:1:30 - error GT2019: cannot resolve '@acme/shared' from src/order.ts, so the tools' types from it (Address) are unknown: '@acme/shared' is installed, but its types (./dist/index.d.ts) are missing: build it first (tsc -b), or read it from source through paths or a development export condition (used by tool 'ship')",
      "src/order.ts:3:3 - error GT1015: property 'Order.to' has type 'Address', from '@acme/shared', which TypeScript cannot resolve (GT2019 at src/order.ts:1:30 says why) (used by tool 'ship')",
    ]);
  });

  it("follows the names the type is written with to their import, not words that spell an import's name", async () => {
    const errors = await errorsOf({
      ...UNBUILT_PACKAGE,
      "src/ship.ts": tool(`import type { Address } from "@acme/shared";\nexport type Unused = Address;`, 'what: Undeclared<"Address">'),
    });
    expect(errors).toEqual([
      "src/ship.ts:7:8 - error GT1015: parameter 'what' has type 'Undeclared<\"Address\">', which TypeScript cannot resolve (is its package installed, and its name declared and exported?)",
    ]);
  });

  it("names an import by the local name it binds, and an import = require", async () => {
    const errors = await errorsOf({
      ...UNBUILT_PACKAGE,
      "src/ship.ts": tool(`import type { Address as Place } from "@acme/shared";\nimport geo = require("@acme/shared/geo");`, "to: Place, at: geo.Point"),
    });
    expect(errors).toEqual([
      "src/ship.ts:2:39 - error GT2019: cannot resolve '@acme/shared' from src/ship.ts, so the tools' types from it (Place) are unknown: '@acme/shared' is installed, but its types (./dist/index.d.ts) are missing: build it first (tsc -b), or read it from source through paths or a development export condition",
      "src/ship.ts:3:22 - error GT2019: cannot resolve '@acme/shared/geo' from src/ship.ts, so the tools' types from it (geo) are unknown: '@acme/shared' is installed, but its package.json exports has no './geo': add it there, or import a path it exports",
      "src/ship.ts:7:8 - error GT1015: parameter 'to' has type 'Place', from '@acme/shared', which TypeScript cannot resolve (GT2019 at src/ship.ts:2:39 says why)",
      "src/ship.ts:7:19 - error GT1015: parameter 'at' has type 'geo.Point', from '@acme/shared/geo', which TypeScript cannot resolve (GT2019 at src/ship.ts:3:22 says why)",
    ]);
  });

  it("says nothing of an unresolved import the tools take no type from", async () => {
    const errors = await errorsOf({
      ...UNBUILT_PACKAGE,
      "src/ship.ts": tool(`import type { Address } from "@acme/shared";\nexport type Unused = Address;`, "to: string"),
    });
    expect(errors).toEqual([]);
  });

  it("reads the package's exports under the conditions TypeScript resolves the import with: the tsconfig's customConditions", async () => {
    const errors = await errorsOf(
      {
        "node_modules/@acme/shared/package.json": JSON.stringify({ name: "@acme/shared", exports: { ".": { "acme:dist": { types: "./dist/index.d.ts" }, default: null } } }),
        "src/ship.ts": tool(`import type { Address } from "@acme/shared";`, "to: Address"),
      },
      { customConditions: ["acme:dist"] },
    );
    expect(errors[0]).toBe(
      "src/ship.ts:2:30 - error GT2019: cannot resolve '@acme/shared' from src/ship.ts, so the tools' types from it (Address) are unknown: '@acme/shared' is installed, but its types (./dist/index.d.ts) are missing: build it first (tsc -b), or read it from source through paths or a development export condition",
    );
  });

  it("reads import from an ES module, and require where the import asks for it", async () => {
    const errors = await errorsOf({
      "package.json": JSON.stringify({ type: "module" }),
      "node_modules/legacy/package.json": JSON.stringify({ name: "legacy", exports: { ".": { require: { types: "./dist/index.d.cts" } } } }),
      "src/ship.ts": tool(`import type { Address } from "legacy";\nimport type { Geo } from "legacy" with { "resolution-mode": "require" };`, "to: Address, at: Geo"),
    });
    expect(errors.filter((error) => error.includes("error GT2019:"))).toEqual([
      "src/ship.ts:2:30 - error GT2019: cannot resolve 'legacy' from src/ship.ts, so the tools' types from it (Address) are unknown: 'legacy' is installed, but its package.json exports '.' under require only, and TypeScript resolves this import under import, types, node, default",
      "src/ship.ts:3:26 - error GT2019: cannot resolve 'legacy' from src/ship.ts, so the tools' types from it (Geo) are unknown: 'legacy' is installed, but its types (./dist/index.d.cts) are missing: build it first (tsc -b), or read it from source through paths or a development export condition",
    ]);
  });

  it("leaves what it records for GT2019 off the diagnostics it gives", async () => {
    project = tempProject({ ...UNBUILT_PACKAGE, "src/ship.ts": tool(`import type { Address } from "@acme/shared";`, "to: Address") });
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map((d) => d.code)).toContain("GT2019");
    expect(result.diagnostics.filter((d) => "unresolvedImports" in d)).toEqual([]);
    expect(result.diagnostics.filter((d) => Object.getOwnPropertySymbols(d).length > 0)).toEqual([]);
  });
});
