import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * The repository type-checks under its own tsconfig (strict; sources, generator, bench, scripts and
 * tests): `npm test` runs files through Vite's transform, which strips types without checking them.
 */
const REPO = resolve(import.meta.dirname, "..");

it("type-checks, tests included (npm run typecheck)", () => {
  const tsc = spawnSync(process.execPath, [join(REPO, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json", "--noEmit", "--pretty", "false"], {
    cwd: REPO,
    encoding: "utf8",
  });
  expect(tsc.stdout + tsc.stderr).toBe("");
  expect(tsc.status).toBe(0);
}, 120_000);
