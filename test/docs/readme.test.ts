import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONVERT_CODES } from "../../generator/convert/codes.js";
import { PIPELINE_CODES } from "../../generator/codes.js";

const root = new URL("../../", import.meta.url);
const readme = readFileSync(new URL("README.md", root), "utf8");
const scripts = (JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { scripts: Record<string, string> })
  .scripts;

describe("README", () => {
  it("opens with the two commands a newcomer runs, and both exist", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(firstBlock).toMatch(/^npm ci && npm run example\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
    expect(scripts["example"]).toBeDefined();
    expect(scripts["test"]).toBeDefined();
  });

  it("lists every diagnostic code the compiler can report", () => {
    const codes = [...Object.keys(CONVERT_CODES), ...Object.keys(PIPELINE_CODES)];
    const missing = codes.filter((code) => !readme.includes(`| ${code} |`));
    expect(missing).toEqual([]);
  });

  it("shares its type mapping table with the converter's README, word for word", () => {
    const converterReadme = readFileSync(new URL("generator/convert/README.md", root), "utf8");
    const table = (text: string) => /^\| TypeScript[\s\S]*?\n\n/m.exec(text)?.[0];
    expect(table(readme)).toMatch(/`Record<string, V>`/);
    expect(table(converterReadme)).toBe(table(readme));
  });

  it("documents every CLI flag", () => {
    for (const flag of ["--project", "--out", "--check", "--watch", "--json", "--require-descriptions"]) {
      expect(readme).toContain(flag);
    }
  });
});
