import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { OutputsOnDisk } from "../../generator/outputs-on-disk.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function file(): string {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-outputs-"));
  dirs.push(dir);
  return join(dir, "tools.manifest.json");
}

describe("OutputsOnDisk", () => {
  it("reads a missing file as null and a written one as its text", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    expect(outputs.read(path)).toBeNull();
    writeFileSync(path, "one");
    outputs.wrote(path, ["one"]);
    expect(outputs.read(path)).toBe("one");
  });

  it("matches a file that differs from the text only in its line endings (a checkout with core.autocrlf), and no other", () => {
    const path = file();
    const text = ["{\n", '  "a": 1\n', "}\n"];
    writeFileSync(path, text.join("").replaceAll("\n", "\r\n"));
    expect(new OutputsOnDisk().matches(path, text)).toBe(true);
    // The other way: the text has CRLF (prettier told so), the file LF.
    writeFileSync(path, text.join(""));
    expect(new OutputsOnDisk().matches(path, text.map((part) => part.replaceAll("\n", "\r\n")))).toBe(true);
    // The same size as the CRLF text, another text.
    writeFileSync(path, '{\r\n  "b": 1\r\n}\r\n');
    expect(new OutputsOnDisk().matches(path, text)).toBe(false);
  });

  it("reads the file again once someone else changed it, even to the same size", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    writeFileSync(path, "one");
    expect(outputs.read(path)).toBe("one");
    writeFileSync(path, "two");
    // Same size: only the modification time tells; set it apart from the first write's.
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    expect(outputs.read(path)).toBe("two");
    writeFileSync(path, "a longer text");
    expect(outputs.read(path)).toBe("a longer text");
  });

  it("sees a file deleted after it was written", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    writeFileSync(path, "one");
    outputs.wrote(path, ["one"]);
    rmSync(path);
    expect(outputs.read(path)).toBeNull();
  });

  it("matches a file holding the text byte for byte, compared a chunk at a time", () => {
    const path = file();
    const text = `{"tools": ["${"é😀x".repeat(40_000)}"]}\n`;
    expect(new OutputsOnDisk().matches(path, [text])).toBe(false);
    writeFileSync(path, text);
    expect(new OutputsOnDisk().matches(path, [text])).toBe(true);
    // The same length, a different character in the last slice, then in the first.
    expect(new OutputsOnDisk().matches(path, [`${text.slice(0, -2)}]\n`])).toBe(false);
    expect(new OutputsOnDisk().matches(path, [`[${text.slice(1)}`])).toBe(false);
    expect(new OutputsOnDisk().matches(path, [text.slice(0, -1)])).toBe(false);
  });

  it("matches exactly when the file's bytes are the text's UTF-8, for any texts", () => {
    const path = file();
    const run = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 8 }), fc.string({ unit: "grapheme", minLength: 1, maxLength: 4 }));
    // Long runs, so that both texts cross slice boundaries; often the same, sometimes one character apart.
    const texts = fc.tuple(run, fc.nat({ max: 40_000 }), fc.oneof(fc.constant(""), fc.string({ unit: "binary", maxLength: 2 }))).map(([unit, count, edit]) => {
      const text = unit.repeat(count);
      return [text, edit === "" ? text : text.slice(0, count >> 1) + edit + text.slice((count >> 1) + edit.length)] as const;
    });
    fc.assert(
      fc.property(texts, ([onDisk, rendered]) => {
        writeFileSync(path, onDisk);
        expect(new OutputsOnDisk().matches(path, [rendered])).toBe(Buffer.from(onDisk).equals(Buffer.from(rendered)));
      }),
      { numRuns: 100 },
    );
  });

  it("remembers a file it matched, as if it had read it, until the file changes", () => {
    const path = file();
    const outputs = new OutputsOnDisk();
    writeFileSync(path, "one");
    expect(outputs.matches(path, ["one"])).toBe(true);
    expect(outputs.matches(path, ["two"])).toBe(false);
    expect(outputs.read(path)).toBe("one");
    writeFileSync(path, "a longer text");
    expect(outputs.matches(path, ["one"])).toBe(false);
    expect(outputs.read(path)).toBe("a longer text");
  });

  it("matches text in parts as the file holding them joined, whatever the cuts", () => {
    const path = file();
    // Parts cut anywhere, surrogate pairs and empty parts included; the file holds another text or the same.
    const cuts = (text: string) => fc.array(fc.nat({ max: text.length }), { maxLength: 8 }).map((at) => cut(text, at));
    const cases = fc
      .tuple(fc.string({ unit: "grapheme", maxLength: 30 }), fc.string({ unit: "binary", maxLength: 6 }), fc.boolean())
      .chain(([text, other, same]) => fc.tuple(fc.constant(same ? text : `${text}${other}`), cuts(text)));
    fc.assert(
      fc.property(cases, ([onDisk, parts]) => {
        writeFileSync(path, onDisk);
        expect(new OutputsOnDisk().matches(path, parts)).toBe(Buffer.from(onDisk).equals(Buffer.from(parts.join(""))));
      }),
      { numRuns: 300 },
    );
  });

  it("compares what it wrote with new parts piece by piece, or along each other when cut differently", () => {
    const path = file();
    const texts = fc.tuple(fc.string({ unit: "grapheme", maxLength: 30 }), fc.string({ unit: "grapheme", maxLength: 3 }));
    fc.assert(
      fc.property(texts, fc.array(fc.nat({ max: 40 }), { maxLength: 6 }), fc.array(fc.nat({ max: 40 }), { maxLength: 6 }), ([text, edit], first, second) => {
        const outputs = new OutputsOnDisk();
        writeFileSync(path, text);
        outputs.wrote(path, cut(text, first));
        const rendered = edit === "" ? text : `${text.slice(0, text.length >> 1)}${edit}`;
        expect(outputs.matches(path, cut(rendered, second))).toBe(rendered === text);
        // A text read whole, against parts.
        expect(outputs.read(path)).toBe(text);
        expect(outputs.matches(path, cut(rendered, second))).toBe(rendered === text);
      }),
      { numRuns: 300 },
    );
  });
});

/** `text` cut at the given offsets (in any order, repeats making empty parts). */
function cut(text: string, offsets: readonly number[]): string[] {
  const at = [0, ...offsets.map((o) => Math.min(o, text.length)).sort((a, b) => a - b), text.length];
  return at.slice(1).map((end, i) => text.slice(at[i], end));
}
