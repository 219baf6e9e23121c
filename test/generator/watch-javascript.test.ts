import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate, GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

/** A `@tool` function in JavaScript, its types in JSDoc, as an `allowJs` project writes one. */
const jsTool = (name: string, summary: string): string =>
  `/**\n * ${summary}\n * @param {string} text The text.\n * @returns {string}\n * @tool\n */\nexport function ${name}(text) {\n  return text;\n}\n`;

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch on JavaScript sources", () => {
  it("takes in edited and new .js and .mjs files of an allowJs project, as a fresh run reads them", async () => {
    project = tempProject({ "src/legacy.js": jsTool("echoText", "Echoes a text."), "package.json": '{ "type": "module" }' }, { allowJs: true });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => p.write("src/legacy.js", jsTool("echoText", "Echoes a text back.")),
      () => p.write("src/more.mjs", jsTool("shoutText", "Shouts a text.")),
    ]);
    expect(results.map((r) => r.changes)).toEqual([
      { added: [], removed: [], changed: ["echo_text"] },
      { added: ["shout_text"], removed: [], changed: [] },
    ]);
    const fresh = await generate({ project: p.tsconfig, out: join(p.dir, "fresh") });
    expect(results.at(-1)?.tools).toEqual(fresh.tools);
    expect(fresh.tools.map((t) => t.description)).toEqual(["Echoes a text back.", "Shouts a text."]);
  });

  it("takes them in under checkJs alone, which implies allowJs", async () => {
    project = tempProject({ "src/legacy.js": jsTool("echoText", "Echoes a text."), "package.json": '{ "type": "module" }' }, { checkJs: true });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [() => p.write("src/legacy.js", jsTool("echoText", "Echoes a text back."))]);
    expect(results.map((r) => r.tools.map((t) => t.description))).toEqual([["Echoes a text back."]]);
  });
});
