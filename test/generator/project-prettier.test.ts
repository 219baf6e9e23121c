import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { formatModule } from "../../generator/emit/format.js";
import { prettierFor, projectPrettier } from "../../generator/emit/project-prettier.js";
import { prettierInputs } from "../../generator/up-to-date/prettier-inputs.js";

const scratch = mkdtempSync(join(tmpdir(), "gen-tools-project-prettier-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** gen-tools' own prettier, the package folder. */
const OWN_PRETTIER = dirname(createRequire(import.meta.url).resolve("prettier/package.json"));

/** A project whose node_modules holds a prettier of its own: a copy of the real package. */
function projectWithPrettier(name: string): string {
  const root = join(scratch, name);
  cpSync(OWN_PRETTIER, join(root, "node_modules/prettier"), { recursive: true });
  writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
  return root;
}

describe("the prettier that formats the generated module", () => {
  it("is the project's own prettier 3, found from the output folder as an import there finds it", async () => {
    const root = projectWithPrettier("with-prettier");
    const file = join(root, "src/generated/tools.gen.ts");
    const chosen = prettierFor(file);
    expect(chosen.key).toBe(join(root, "node_modules/prettier/index.mjs"));
    const own = await import("prettier");
    const project = await chosen.load();
    expect(project).not.toBe(own);
    expect(project.version).toBe(own.version);

    // With a configuration, the chunks go through that prettier, and come out as it prints them.
    writeFileSync(join(root, ".prettierrc"), '{ "semi": false }\n');
    const text = await formatModule([{ text: "export const a = 1;", preformatted: true }], file);
    expect(text).toBe("export const a = 1\n");
  });

  it("is gen-tools' own where the project has none, or has another major version", async () => {
    const bare = join(scratch, "bare");
    mkdirSync(bare, { recursive: true });
    expect(prettierFor(join(bare, "generated/tools.gen.ts")).key).toBe("");

    const older = join(scratch, "older");
    mkdirSync(join(older, "node_modules/prettier"), { recursive: true });
    writeFileSync(join(older, "node_modules/prettier/package.json"), JSON.stringify({ name: "prettier", version: "2.8.8", main: "index.js" }));
    expect(projectPrettier(join(older, "generated"))).toBeUndefined();
    expect(prettierFor(join(older, "generated/tools.gen.ts")).key).toBe("");
  });

  it("is an input of a --cache run: upgrading it makes the next run format again", async () => {
    const root = projectWithPrettier("cached");
    expect(await prettierInputs(join(root, "generated/tools.gen.ts"), root)).toEqual([join(root, "node_modules/prettier/package.json")]);
  });
});
