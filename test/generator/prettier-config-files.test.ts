import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveConfig } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { mayHavePrettierConfig, PRETTIER_CONFIG_FILES } from "../../generator/emit/prettier-config-files.js";

const scratch = mkdtempSync(join(tmpdir(), "gen-tools-prettier-config-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project folder with `files`, and the path its generated module would have (its folder not made). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, "project-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return join(dir, "generated", "tools.gen.ts");
}

/** The names in prettier's own list of configuration files, read from the prettier installed. */
function prettiersConfigFiles(): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve("prettier")), "utf8");
  const list = /var CONFIG_FILES = \[([\s\S]*?)\n\];/.exec(source)?.[1];
  if (list === undefined) throw new Error("prettier's CONFIG_FILES not found: read how this prettier searches for its configuration");
  const names = [...list.matchAll(/^ {2}(?:\{\n {4}name: )?"([^"]+)"/gm)].map((m) => m[1] as string);
  // Every entry of the list (a name, or an object with a name and a filter) starts two spaces in.
  if (names.length !== list.match(/^ {2}[{"]/gm)?.length) throw new Error("an entry of prettier's CONFIG_FILES was not read");
  return names;
}

describe("mayHavePrettierConfig", () => {
  it("knows every configuration file prettier searches for", () => {
    const names = prettiersConfigFiles();
    expect(names).toContain(".prettierrc");
    expect(names).toContain("package.json");
    expect(PRETTIER_CONFIG_FILES).toEqual(expect.arrayContaining(names));
  });

  it("is no where prettier finds no configuration, and yes wherever it finds one", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ["nothing", { "tsconfig.json": "{}" }],
      ["a package.json without a prettier key", { "package.json": JSON.stringify({ name: "app", type: "module" }) }],
      ["a package.json with one", { "package.json": JSON.stringify({ name: "app", prettier: { semi: false } }) }],
      ["a .prettierrc", { ".prettierrc": JSON.stringify({ semi: false }) }],
      ["a prettier.config.mjs", { "prettier.config.mjs": "export default { semi: false };\n" }],
      ["an .editorconfig", { ".editorconfig": "root = true\n\n[*]\nindent_style = tab\n" }],
      ["a .prettierrc.yaml in the output folder", { "generated/.prettierrc.yaml": "semi: false\n" }],
    ];
    for (const [what, files] of cases) {
      const path = project(files);
      const found = (await resolveConfig(path, { editorconfig: true })) !== null;
      expect({ what, may: mayHavePrettierConfig(path) }).toEqual({ what, may: found });
    }
  });

  it("looks in the folders above the project, as prettier does", () => {
    const path = project({ "package.json": JSON.stringify({ name: "app" }) });
    expect(mayHavePrettierConfig(path)).toBe(false);
    writeFileSync(join(path, "../../../.prettierrc"), "{}");
    expect(mayHavePrettierConfig(path)).toBe(true);
    rmSync(join(path, "../../../.prettierrc"));
  });

  it("says yes when it cannot tell: a package.json it cannot parse", () => {
    expect(mayHavePrettierConfig(project({ "package.json": "{ not json" }))).toBe(true);
  });
});
