import { describe, expect, it } from "vitest";
import { collectGarbage, startGarbageCollection } from "../../generator/pipeline/collect-garbage.js";

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
});
