import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { format } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { formatModule } from "../../generator/emit/format.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures");
const scratch = mkdtempSync(join(tmpdir(), "gen-tools-format-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generatedModules = readdirSync(FIXTURES)
  .map((name) => join(FIXTURES, name, "expected", "tools.gen.ts"))
  .filter((path) => existsSync(path));

describe("formatModule", () => {
  it.each(generatedModules.map((p) => [p.slice(FIXTURES.length + 1), p]))("%s is exactly what prettier makes of it", async (_, path) => {
    const text = readFileSync(path, "utf8");
    expect(await format(text, { parser: "typescript" })).toBe(text);
  });

  // formatModule parses with babel-ts, which is faster: it must print what the typescript parser does.
  it.each(generatedModules.map((p) => [p.slice(FIXTURES.length + 1), p]))(
    "%s: prettier's babel-ts parser gives what its typescript parser gives, with its defaults and with other options",
    async (_, path) => {
      const text = readFileSync(path, "utf8");
      const optionSets = [{}, { singleQuote: true, semi: false }, { tabWidth: 4, printWidth: 40, trailingComma: "es5" as const }, { useTabs: true, bracketSpacing: false }];
      for (const options of optionSets) {
        expect(await format(text, { ...options, parser: "babel-ts" })).toBe(await format(text, { ...options, parser: "typescript" }));
      }
    },
  );

  it("sends preformatted chunks with long code lines through prettier, and keeps short ones", async () => {
    const long = `export type A = {\n  ${"veryLongParameterName".repeat(3)}: Parameters<SomeAgentClass["someMethodName"]>[0];\n};`;
    const short = "export type B = {\n  a: string;\n};";
    const text = await formatModule(
      [
        { text: long, preformatted: true },
        { text: short, preformatted: true },
      ],
      join(scratch, "tools.gen.ts"),
    );
    expect(text).toBe(await format(`${long}\n\n${short}\n`, { parser: "typescript" }));
    expect(text).toContain("Parameters<\n");
  });

  it("keeps a preformatted chunk whose long lines are all comments as it is, without prettier", async () => {
    // Not in prettier's style on purpose: had prettier run, it would have put a space inside the braces.
    const chunk = `// ${"A header comment longer than the print width. ".repeat(3)}\nexport type B = {a: string};`;
    expect(await formatModule([{ text: chunk, preformatted: true }], join(scratch, "tools.gen.ts"))).toBe(`${chunk}\n`);
  });

  describe("a configuration that only says what prettier's defaults say", () => {
    // Not in prettier's style on purpose, as above: it stays as it is only where prettier does not run.
    const chunk = "export type B = {a: string};";
    const formatIn = async (files: Record<string, string>): Promise<string> => {
      const dir = mkdtempSync(join(scratch, "defaults-"));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      return formatModule([{ text: chunk, preformatted: true }], join(dir, "tools.gen.ts"));
    };

    it("skips prettier, as no configuration does: an .editorconfig of two spaces and lf, a .prettierrc of defaults", async () => {
      expect(await formatIn({ ".editorconfig": "root = true\n\n[*]\nindent_style = space\nindent_size = 2\nend_of_line = lf\n" })).toBe(`${chunk}\n`);
      expect(await formatIn({ ".prettierrc": JSON.stringify({ semi: true, printWidth: 80, trailingComma: "all" }) })).toBe(`${chunk}\n`);
    });

    it("formats with prettier once one option differs, or is one prettier does not list", async () => {
      const formattedByPrettier = "export type B = { a: string };\n";
      expect(await formatIn({ ".editorconfig": "root = true\n\n[*]\nindent_style = space\nindent_size = 4\n" })).toBe(formattedByPrettier);
      expect(await formatIn({ ".prettierrc": JSON.stringify({ semi: true, somePluginOption: true }) })).toBe(formattedByPrettier);
    });
  });

  it("ends every line, the joins between chunks and the last included, as the configuration says (.editorconfig's end_of_line = crlf)", async () => {
    const dir = mkdtempSync(join(scratch, "crlf-"));
    writeFileSync(join(dir, ".editorconfig"), "root = true\n\n[*]\nend_of_line = crlf\n");
    const text = await formatModule(
      [
        { text: 'import type { A } from "./a.js";', preformatted: true },
        { text: "export type B = {\n  a: string;\n};", preformatted: true },
      ],
      join(dir, "tools.gen.ts"),
    );
    expect(text).toBe('import type { A } from "./a.js";\r\n\r\nexport type B = {\r\n  a: string;\r\n};\r\n');
  });

  it("reports a configuration prettier cannot read as GT4003, naming the folder, not as prettier's stack trace", async () => {
    const dir = mkdtempSync(join(scratch, "unreadable-"));
    writeFileSync(join(dir, ".prettierrc"), "semi: [\n");
    await expect(formatModule([{ text: "export type B = {a: string};", preformatted: true }], join(dir, "tools.gen.ts"))).rejects.toMatchObject({
      name: "ConfigError",
      diagnostic: { code: "GT4003", message: expect.stringMatching(new RegExp(`^prettier cannot read its configuration for ${dir}: `)) },
    });
  });

  it("reports a configuration naming a plugin that is not installed as GT4003, which prettier finds only when it formats", async () => {
    const dir = mkdtempSync(join(scratch, "missing-plugin-"));
    writeFileSync(join(dir, ".prettierrc"), JSON.stringify({ plugins: ["prettier-plugin-not-installed"], semi: false }));
    await expect(formatModule([{ text: "export type B = {a: string};", preformatted: true }], join(dir, "tools.gen.ts"))).rejects.toMatchObject({
      name: "ConfigError",
      diagnostic: { code: "GT4003", message: expect.stringMatching(/^prettier cannot format with the configuration for .*prettier-plugin-not-installed/) },
    });
  });

  it("formats everything with the user's prettier configuration when there is one", async () => {
    const dir = mkdtempSync(join(scratch, "configured-"));
    writeFileSync(join(dir, ".prettierrc"), JSON.stringify({ singleQuote: true, semi: false }));
    const text = await formatModule(
      [
        { text: 'import type { A } from "./a.js";', preformatted: true },
        { text: "export type B = {\n  a: string;\n};", preformatted: true },
      ],
      join(dir, "tools.gen.ts"),
    );
    expect(text).toBe("import type { A } from './a.js'\n\nexport type B = {\n  a: string\n}\n");
  });
});
