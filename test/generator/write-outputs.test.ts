import fc from "fast-check";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outputOfParts, writeOutputs } from "../../generator/emit/write-outputs.js";
import { utf8Length } from "../../generator/utf8-chunks.js";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function tempDir(): string {
  dir = mkdtempSync(join(tmpdir(), "gen-tools-write-"));
  return dir;
}

/** What was written, against what Node writes for the same string (`writeFileSync`'s UTF-8). */
function expectWrittenAsNodeWould(text: string): void {
  const path = join(dir, "out.txt");
  writeOutputs([{ path, text }]);
  expect(readFileSync(path).equals(Buffer.from(text, "utf8"))).toBe(true);
}

describe("writeOutputs", () => {
  it("writes text of many slices as UTF-8, a surrogate pair at every offset unsplit", () => {
    tempDir();
    // Long enough to cross many slice boundaries whatever their size; with and without a one-unit
    // shift, every boundary falls once between the halves of a pair.
    for (const prefix of ["", "a", "é"]) expectWrittenAsNodeWould(`${prefix}${"😀".repeat(100_000)}`);
    expectWrittenAsNodeWould("x".repeat(300_001));
    expectWrittenAsNodeWould("");
  });

  it("writes any string as Node's own UTF-8 encoding does, lone surrogates included", () => {
    tempDir();
    // Any code units (lone surrogates among them) or whole characters, repeated over 100,000 units
    // so that slice boundaries fall inside the repeated run at every offset it has.
    const unit = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 12 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(fc.nat({ max: 64 }), unit, (padding, run) => {
        expectWrittenAsNodeWould(`${"€".repeat(padding)}${run.repeat(Math.ceil(100_000 / run.length))}`);
      }),
      { numRuns: 100 },
    );
  });

  it("writes text in parts as the parts joined, pairs split between parts and empty parts included", () => {
    const path = join(tempDir(), "parts.txt");
    // Long parts cross chunk boundaries; short ones fill a chunk; cuts land inside surrogate pairs.
    const part = fc.oneof(fc.string({ unit: "binary", maxLength: 4 }), fc.string({ unit: "grapheme", maxLength: 3 }), fc.constantFrom("", "\uD83D", "\uDE00", "😀".repeat(40_000), "x".repeat(100_001)));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const output = outputOfParts(path, parts);
        writeOutputs([output]);
        const expected = Buffer.from(parts.join(""));
        expect(readFileSync(path).equals(expected)).toBe(true);
        expect(utf8Length(parts)).toBe(expected.length);
        expect(output.text).toBe(parts.join(""));
      }),
      { numRuns: 300 },
    );
  });

  it("writes bytes as they are", () => {
    const path = join(tempDir(), "cache.bin");
    const bytes = new Uint8Array([0, 255, 128, 10]);
    writeOutputs([{ path, bytes }]);
    expect([...readFileSync(path)]).toEqual([0, 255, 128, 10]);
  });

  it("replaces the files only once all are written, and removes the obsolete ones after", () => {
    const out = tempDir();
    writeFileSync(join(out, "kept.json"), "old");
    writeFileSync(join(out, "gone.json"), "obsolete");
    writeOutputs([{ path: join(out, "kept.json"), text: "new" }, { path: join(out, "sub/new.ts"), text: "made" }], [join(out, "gone.json")]);
    expect(readdirSync(out, { recursive: true }).sort()).toEqual(["kept.json", "sub", "sub/new.ts"]);
    expect(readFileSync(join(out, "kept.json"), "utf8")).toBe("new");
  });

  it("leaves every file as it was, and no temporary file, when one cannot be written", () => {
    const out = tempDir();
    writeFileSync(join(out, "kept.json"), "old");
    // A file where the second output's folder would go.
    writeFileSync(join(out, "blocked"), "");
    expect(() => writeOutputs([{ path: join(out, "kept.json"), text: "new" }, { path: join(out, "blocked/x.ts"), text: "x" }])).toThrow();
    expect(readdirSync(out).sort()).toEqual(["blocked", "kept.json"]);
    expect(readFileSync(join(out, "kept.json"), "utf8")).toBe("old");
  });
});
