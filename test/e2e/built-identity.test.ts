// The generator's identity, which a validators index's fingerprint is made from, is worked out by
// the build and carried by the built package (scripts/built-identity.ts); a run from a build that
// did not carry it works it out itself. Both must write the same files.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillBuiltIdentity } from "../../scripts/built-identity.js";
import { builtPackage } from "../global-setup/built-package.js";
import { agentSource, tempProject, type TempProject } from "../generator/helpers/temp-project.js";

const REPO = resolve(import.meta.dirname, "../..");
const IDENTITY_MODULE = join("dist", "generator", "emit", "generator-identity.js");
const FILLED = /const BUILT_PROBE_HASH = "([0-9a-f]{64})";/;

let built = "";
let work = "";
let project: TempProject | undefined;

/** A copy of the built package's dist/ in `work`, laid out as installed: what the built modules read beside them. */
function packageAt(pkg: string): void {
  cpSync(join(built, "dist"), join(pkg, "dist"), { recursive: true });
  writeFileSync(join(pkg, "package.json"), readFileSync(join(REPO, "package.json")));
  symlinkSync(join(REPO, "templates"), join(pkg, "templates"));
  symlinkSync(join(REPO, "node_modules"), join(pkg, "node_modules"));
}

/** The identity the package's programmatic modules carry. */
function programmaticIdentity(pkg: string): string | undefined {
  return FILLED.exec(readFileSync(join(pkg, IDENTITY_MODULE), "utf8"))?.[1];
}

/** The bundle's chunk that carries the identity. */
function identityChunk(pkg: string): string {
  const bin = join(pkg, "dist", "bin");
  const chunk = readdirSync(bin).find((file) => file.endsWith(".js") && readFileSync(join(bin, file), "utf8").includes("BUILT_PROBE_HASH"));
  if (chunk === undefined) throw new Error(`no chunk in ${bin} carries BUILT_PROBE_HASH`);
  return join(bin, chunk);
}

/** The validators index the package's CLI writes for the project, from scratch. */
function validatorsIndex(pkg: string): string {
  rmSync(join(project!.dir, "generated"), { recursive: true, force: true });
  execFileSync(process.execPath, [join(pkg, "dist", "bin", "gen-tools.js"), "-p", project!.tsconfig], { stdio: "pipe" });
  return readFileSync(join(project!.dir, "generated", "tools.validators.js"), "utf8");
}

beforeAll(async () => {
  built = await builtPackage();
  work = mkdtempSync(join(tmpdir(), "gen-tools-built-identity-"));
  // The same build, with the probe left to each run.
  packageAt(join(work, "probing"));
  const chunk = identityChunk(join(work, "probing"));
  writeFileSync(chunk, readFileSync(chunk, "utf8").replace(/var BUILT_PROBE_HASH = "[0-9a-f]{64}";/, "var BUILT_PROBE_HASH = void 0;"));
  project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha", "beta"]) });
});

afterAll(() => {
  project?.remove();
  if (work !== "") rmSync(work, { recursive: true, force: true });
});

describe("the built generator's identity", () => {
  it("is filled in by the build, the same in the programmatic modules and in the CLI's bundle", () => {
    const identity = programmaticIdentity(built);
    expect(identity).toBeDefined();
    expect(readFileSync(identityChunk(built), "utf8")).toContain(`var BUILT_PROBE_HASH = "${identity}";`);
  });

  it("is worked out the same by a build into a folder with no node_modules beside it (npm run build -- <outDir>)", async () => {
    // The build's one step that imports the built modules, which import packages: from such a
    // folder, they resolve only from the repository's node_modules. The modules tsc wrote are the
    // shared build's, with the identity as tsc leaves it.
    const elsewhere = join(work, "elsewhere");
    cpSync(join(built, "dist"), join(elsewhere, "dist"), { recursive: true });
    const module = join(elsewhere, IDENTITY_MODULE);
    writeFileSync(module, readFileSync(module, "utf8").replace(FILLED, "const BUILT_PROBE_HASH = undefined;"));
    await fillBuiltIdentity(join(elsewhere, "dist"), REPO);
    expect(programmaticIdentity(elsewhere)).toBe(programmaticIdentity(built));
  });

  it("makes the validators index the probe makes when a run works the identity out itself", () => {
    const probed = validatorsIndex(join(work, "probing"));
    expect(probed).toMatch(/^\/\/ Made from inputs [0-9a-f]{64} /m);
    expect(validatorsIndex(built)).toBe(probed);
  });
});
