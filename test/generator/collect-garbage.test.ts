import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectGarbage, startGarbageCollection, withoutEarlyCollections } from "../../generator/pipeline/collect-garbage.js";
import { inFreshProcess } from "./helpers/fresh-process.js";

const MODULE = JSON.stringify(join(import.meta.dirname, "../../generator/pipeline/collect-garbage.ts"));

/**
 * In a fresh process: how many full collections V8 runs while 1,000,000 small objects (about 150
 * MB) are built and kept, as a program is, inside `withoutEarlyCollections` or not.
 */
function fullCollectionsWhileBuilding(deferred: boolean, nodeFlags: readonly string[] = []): number {
  return Number(
    inFreshProcess([
      'import { PerformanceObserver, constants } from "node:perf_hooks";',
      `import { withoutEarlyCollections } from ${MODULE};`,
      "let full = 0;",
      "new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++; }).observe({ entryTypes: ['gc'] });",
      "const build = () => { const kept = []; for (let i = 0; i < 1_000_000; i++) kept.push({ i, name: 'item' + i, list: [i] }); return kept.length; };",
      `${deferred ? "withoutEarlyCollections(build)" : "build()"};`,
      // The observer reports after the collections, on a later turn.
      "setTimeout(() => console.log(full), 10);",
    ], {}, nodeFlags),
  );
}

/**
 * In a fresh process that has exposed `gc`, as the CLI does, and had a full collection while its
 * heap was small (13 MB kept), as a CLI run has as it starts: how many full collections V8 starts
 * while `withoutEarlyCollections` builds and keeps 500,000 small objects (about 75 MB, within the
 * tenfold growth).
 */
function fullCollectionsAfterAnEarlyOne(): number {
  return Number(
    inFreshProcess([
      'import { PerformanceObserver, constants } from "node:perf_hooks";',
      `import { collectGarbage, exposeGc, withoutEarlyCollections } from ${MODULE};`,
      "exposeGc();",
      "globalThis.early = Array.from({ length: 100_000 }, (_, i) => ({ i, name: 'early' + i }));",
      "collectGarbage();",
      "let building = Infinity;",
      "let full = 0;",
      "new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR && e.startTime >= building) full++; }).observe({ entryTypes: ['gc'] });",
      "withoutEarlyCollections(() => { building = performance.now(); const kept = []; for (let i = 0; i < 500_000; i++) kept.push({ i, name: 'item' + i, list: [i] }); return kept.length; });",
      "setTimeout(() => console.log(full), 10);",
    ]),
  );
}

/**
 * A WeakRef to an object nothing else holds. A WeakRef keeps its target alive until the job that
 * made it ends, so the caller waits a turn of the event loop before collecting.
 */
function unreachable(): WeakRef<object> {
  return new WeakRef({ items: Array.from({ length: 10_000 }, (_, i) => ({ i })) });
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("garbage collection", () => {
  it("collectGarbage frees what nothing holds, before it returns", async () => {
    const ref = unreachable();
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });

  it("startGarbageCollection frees what nothing holds, and resolves once it has", async () => {
    const ref = unreachable();
    await nextTurn();
    await startGarbageCollection();
    expect(ref.deref()).toBeUndefined();
  });

  it("withoutEarlyCollections returns what it ran returned, and throws what it threw", () => {
    expect(withoutEarlyCollections(() => 42)).toBe(42);
    expect(() =>
      withoutEarlyCollections(() => {
        throw new Error("the build failed");
      }),
    ).toThrow("the build failed");
  });

  it("withoutEarlyCollections runs fewer full collections while a large structure is built and kept", () => {
    const usual = fullCollectionsWhileBuilding(false);
    const deferred = fullCollectionsWhileBuilding(true);
    expect(usual).toBeGreaterThanOrEqual(2);
    expect(deferred).toBeLessThan(usual);
  });

  it("withoutEarlyCollections runs none while it builds after a full collection of a small heap, where gc is exposed", () => {
    expect(fullCollectionsAfterAnEarlyOne()).toBe(0);
  });

  it("withoutEarlyCollections leaves a heap growth the user set to V8", () => {
    // 10% growth between full collections: many of them while 150 MB is built.
    expect(fullCollectionsWhileBuilding(true, ["--heap-growing-percent=10"])).toBeGreaterThan(2);
  });

  it("withoutEarlyCollections restores V8's flags, on a throw too: a code cache written after it is accepted by a process that never changed them", () => {
    const dir = mkdtempSync(join(tmpdir(), "gen-tools-gc-flags-"));
    try {
      const cache = JSON.stringify(join(dir, "script.v8cache"));
      const source = JSON.stringify("function add(a, b) { return a + b; } add(1, 2);");
      inFreshProcess([
        'import { writeFileSync } from "node:fs";',
        'import { Script } from "node:vm";',
        `import { withoutEarlyCollections } from ${MODULE};`,
        "withoutEarlyCollections(() => 1);",
        "try { withoutEarlyCollections(() => { throw new Error('failed'); }); } catch {}",
        `const script = new Script(${source}, { filename: "add.js" });`,
        "script.runInThisContext();",
        `writeFileSync(${cache}, script.createCachedData());`,
      ]);
      const accepted = inFreshProcess([
        'import { readFileSync } from "node:fs";',
        'import { Script } from "node:vm";',
        `const script = new Script(${source}, { filename: "add.js", cachedData: readFileSync(${cache}) });`,
        "console.log(!script.cachedDataRejected);",
      ]);
      expect(accepted.trim()).toBe("true");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
