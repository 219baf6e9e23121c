import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Every file under `dir`, as git with core.autocrlf would check it out: each line ending CRLF. */
function toCrlf(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) toCrlf(path);
    else writeFileSync(path, readFileSync(path, "utf8").replaceAll("\n", "\r\n"));
  }
}

describe("gen-tools --check on a checkout with CRLF line endings", () => {
  it("finds outputs that differ only in their line endings up to date, and a run leaves them as they are", async () => {
    project = tempProject({
      "src/a.ts": `import { tool } from "gen-tools";
export interface Forecast {
  /** Highs. */
  highs: number[];
}
export class A {
  /**
   * The forecast.
   * @param city The city.
   */
  @tool() forecast(city: string): Forecast {
    return { highs: [city.length] };
  }
}
`,
    });
    const out = join(project.dir, "generated");
    const first = await GenToolsSession.open({ project: project.tsconfig, out }).run();
    expect(first.written.length).toBeGreaterThan(3);
    toCrlf(out);
    const check = await GenToolsSession.open({ project: project.tsconfig, out }).run({ check: true });
    expect(check).toMatchObject({ ok: true, stale: [], diffs: [] });
    const again = await GenToolsSession.open({ project: project.tsconfig, out }).run();
    expect(again.written).toEqual([]);
    // A real change is still found.
    project.write("src/a.ts", readFileSync(join(project.dir, "src/a.ts"), "utf8").replace("The city.", "The city, in English."));
    const stale = await GenToolsSession.open({ project: project.tsconfig, out }).run({ check: true });
    expect(stale.ok).toBe(false);
    expect(stale.stale.filter((path) => path.endsWith("/tools.manifest.json"))).toHaveLength(1);
  });
});
