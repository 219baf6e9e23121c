import { renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as garbage from "../../generator/pipeline/collect-garbage.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** Further apart than the settle, as an editor's steps are on a busy machine or a network file system. */
const STEP_GAP_MS = 50;
/** Time for the watcher to finish what follows a run, so that the save's steps meet it waiting. */
const SETTLED_MS = 200;

let project: TempProject | undefined;
// A run is otherwise followed by a full collection, which can outlast a save's steps and so hide
// what a run in the middle of one would read.
beforeEach(() => void vi.spyOn(garbage, "startGarbageCollection").mockResolvedValue());
afterEach(() => {
  vi.restoreAllMocks();
  project?.remove();
});

/**
 * Runs `steps` one after another, `STEP_GAP_MS` apart, from `SETTLED_MS` on, as an editor saves; the
 * watch is not waited for. Resolves once the last has run (or rejects with a step's error), so that
 * the test does not remove the project under a step still to come.
 */
function saveInSteps(...steps: (() => void)[]): Promise<void> {
  return new Promise((done, fail) => {
    steps.forEach((step, i) =>
      setTimeout(() => {
        try {
          step();
          if (i === steps.length - 1) done();
        } catch (error) {
          fail(error);
        }
      }, SETTLED_MS + i * STEP_GAP_MS),
    );
  });
}

/** The changes of the runs a watch makes for a save of `src/a.ts` in `steps` (given the file's path), from one tool to two. */
async function changesOfSave(steps: (file: string, edited: string) => (() => void)[]): Promise<unknown[]> {
  project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "src/b.ts": agentSource("BAgent", ["gamma"]) });
  const save = steps(join(project.dir, "src/a.ts"), agentSource("AAgent", ["alpha", "beta"]));
  let saved = Promise.resolve();
  const results = await watchThrough(GenToolsSession.open({ project: project.tsconfig }), [() => void (saved = saveInSteps(...save))]);
  await saved;
  return results.map((r) => r.changes);
}

describe("--watch on an editor's save in steps further apart than the settle", () => {
  it("waits out a truncate-then-write: no run publishes the file's tools removed", async () => {
    const changes = await changesOfSave((file, edited) => [() => writeFileSync(file, ""), () => writeFileSync(file, edited)]);
    expect(changes).toEqual([{ added: ["beta"], removed: [], changed: [] }]);
  });

  it("waits out a safe-write that renames the original away before it renames the new file in", async () => {
    const changes = await changesOfSave((file, edited) => [
      () => writeFileSync(`${file}___jb_tmp___`, edited),
      () => renameSync(file, `${file}___jb_old___`),
      () => renameSync(`${file}___jb_tmp___`, file),
      () => rmSync(`${file}___jb_old___`),
    ]);
    expect(changes).toEqual([{ added: ["beta"], removed: [], changed: [] }]);
  });
});
