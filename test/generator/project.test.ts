import { mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Project } from "../../generator/project/project.js";
import ts from "../../generator/typescript.cjs";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => {
  project?.remove();
  vi.restoreAllMocks();
});

describe("Project", () => {
  it("parses again only the files that changed, and keeps the program when nothing did", () => {
    project = tempProject({ "src/a.ts": "export const a = 1;\n", "src/b.ts": "export const b = 1;\n" });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const file = (program: ReturnType<Project["program"]>, name: string) => program.getSourceFile(join(p.dir, name));
    const first = loaded.program();
    expect(loaded.program()).toBe(first);

    // Written again with the same text: nothing to re-parse, the same program.
    p.write("src/a.ts", "export const a = 1;\n");
    loaded.refresh([join(p.dir, "src/a.ts")]);
    expect(loaded.program()).toBe(first);

    p.write("src/a.ts", "export const a = 2;\n");
    loaded.refresh([join(p.dir, "src/a.ts")]);
    const second = loaded.program();
    expect(second).not.toBe(first);
    expect(file(second, "src/a.ts")?.text).toBe("export const a = 2;\n");
    expect(file(second, "src/a.ts")).not.toBe(file(first, "src/a.ts"));
    expect(file(second, "src/b.ts")).toBe(file(first, "src/b.ts"));
  });

  it("lets go of a file that left the program: no longer listed as parsed, and an edit to it builds no program", () => {
    project = tempProject({ "src/a.ts": 'import { b } from "../lib/b.js";\nexport const a = b;\n', "lib/b.ts": "export const b = 1;\n" });
    const p = project;
    const [a, b] = [join(p.dir, "src/a.ts"), join(p.dir, "lib/b.ts")];
    const loaded = Project.load(p.tsconfig);
    loaded.program();
    expect(loaded.parsedFiles()).toContain(b);

    p.write("src/a.ts", "export const a = 1;\n");
    loaded.refresh([a]);
    const without = loaded.program();
    expect(loaded.parsedFiles()).not.toContain(b);
    p.write("lib/b.ts", "export const b = 2;\n");
    loaded.refresh([b]);
    expect(loaded.program()).toBe(without);

    // Imported again: read as it is now.
    p.write("src/a.ts", 'import { b } from "../lib/b.js";\nexport const a = b;\n');
    loaded.refresh([a]);
    expect(loaded.program().getSourceFile(b)?.text).toBe("export const b = 2;\n");
  });

  it("takes in new files the tsconfig includes and lets deleted ones go", () => {
    project = tempProject({ "src/a.ts": "export const a = 1;\n" });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const roots = (): string[] => loaded.program().getRootFileNames().map((f) => f.slice(p.dir.length + 1));
    expect(roots()).toEqual(["src/a.ts"]);

    p.write("src/b.ts", "export const b = 1;\n");
    p.write("notes/c.ts", "export const c = 1;\n");
    loaded.refresh([join(p.dir, "src/b.ts"), join(p.dir, "notes/c.ts")]);
    expect(roots()).toEqual(["src/a.ts", "src/b.ts"]);

    rmSync(join(p.dir, "src/a.ts"));
    loaded.refresh([join(p.dir, "src/a.ts")]);
    expect(roots()).toEqual(["src/b.ts"]);
    expect(loaded.program().getSourceFile(join(p.dir, "src/a.ts"))).toBeUndefined();
  });

  it("reads the tsconfig again for a file its list leaves out when the file is new to it, not at every edit of the file", () => {
    project = tempProject({ "src/a.ts": "export const a = 1;\n", "test/a.test.ts": "export const t = 1;\n" });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const roots = (): string[] => loaded.program().getRootFileNames().map((f) => f.slice(p.dir.length + 1));
    const reads = vi.spyOn(ts.sys, "readFile");
    const tsconfigReads = (): number => reads.mock.calls.filter(([path]) => path === loaded.tsconfigPath).length;
    const edit = (path: string, text: string): void => {
      p.write(path, text);
      loaded.refresh([join(p.dir, path)]);
    };

    edit("test/a.test.ts", "export const t = 2;\n");
    expect(tsconfigReads()).toBe(1);
    edit("test/a.test.ts", "export const t = 3;\n");
    expect(tsconfigReads()).toBe(1);

    // A new file is still looked up in the list, whether it joins it or not.
    edit("src/b.ts", "export const b = 1;\n");
    expect(tsconfigReads()).toBe(2);
    expect(roots()).toEqual(["src/a.ts", "src/b.ts"]);
    rmSync(join(p.dir, "test/a.test.ts"));
    loaded.refresh([join(p.dir, "test/a.test.ts")]);
    expect(tsconfigReads()).toBe(2);
    edit("test/a.test.ts", "export const t = 4;\n");
    expect(tsconfigReads()).toBe(3);
    expect(roots()).toEqual(["src/a.ts", "src/b.ts"]);
  });

  it("looks a file up in the list again once it is back where a folder moved away from, which may have taken the file that kept it out", () => {
    // allowJs: a.js is left out of the list while a.ts is beside it.
    project = tempProject({ "src/lib/a.ts": "export const a = 1;\n", "src/lib/a.js": "export const a = 1;\n", "src/main.ts": "export const m = 1;\n" }, { allowJs: true });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const roots = (): string[] => loaded.program().getRootFileNames().map((f) => f.slice(p.dir.length + 1));
    p.write("src/lib/a.js", "export const a = 2;\n");
    loaded.refresh([join(p.dir, "src/lib/a.js")]);
    expect(roots()).toEqual(["src/main.ts", "src/lib/a.ts"]);

    // The folder moved away names none of its files; it comes back without a.ts, and a.js after it.
    renameSync(join(p.dir, "src/lib"), join(p.dir, "lib-moved"));
    loaded.refresh([join(p.dir, "src/lib")]);
    mkdirSync(join(p.dir, "src/lib"));
    loaded.refresh([join(p.dir, "src/lib")]);
    p.write("src/lib/a.js", "export const a = 3;\n");
    loaded.refresh([join(p.dir, "src/lib/a.js")]);
    expect(roots()).toEqual(["src/main.ts", "src/lib/a.js"]);
  });

  it("with an include, starts from those files and from the files that can change names elsewhere; the rest are parsed only where imported", () => {
    project = tempProject({
      "src/tools/weather.ts": 'import type { City } from "../app/city.js";\nexport const city: City | undefined = undefined;\n',
      "src/app/city.ts": "export interface City { name: string }\n",
      "src/app/server.ts": 'import { city } from "../tools/weather.js";\nexport const server = city;\n',
      "src/app/globals.ts": "interface AppSettings { debug: boolean }\n",
      "src/app/augment.ts": "export {};\ndeclare global {\n  interface Window { app: string }\n}\n",
      "src/app/env.d.ts": "declare const BUILD: string;\n",
      "src/app/vite-env.ts": '/// <reference types="node" />\nexport const mode = "dev";\n',
    });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const names = (files: readonly string[]): string[] => files.map((f) => f.slice(p.dir.length + 1)).sort();
    const roots = (): string[] => names(loaded.program().getRootFileNames());
    const parsed = (): string[] => names(loaded.program().getSourceFiles().map((f) => f.fileName)).filter((f) => f.startsWith("src/"));

    loaded.startFrom(["src/tools/**"]);
    expect(roots()).toEqual(["src/app/augment.ts", "src/app/env.d.ts", "src/app/globals.ts", "src/app/vite-env.ts", "src/tools/weather.ts"]);
    // city.ts because weather.ts imports it; server.ts is imported by none of them.
    expect(parsed()).toContain("src/app/city.ts");
    expect(parsed()).not.toContain("src/app/server.ts");
    expect(names(loaded.parsedFiles())).not.toContain("src/app/server.ts");

    // An edit that makes a file an augmentation brings it in; one that makes it a plain module takes it out.
    p.write("src/app/server.ts", 'export {};\ndeclare module "./city.js" {\n  interface City { zip: string }\n}\n');
    p.write("src/app/globals.ts", "export interface AppSettings { debug: boolean }\n");
    loaded.refresh([join(p.dir, "src/app/server.ts"), join(p.dir, "src/app/globals.ts")]);
    expect(roots()).toEqual(["src/app/augment.ts", "src/app/env.d.ts", "src/app/server.ts", "src/app/vite-env.ts", "src/tools/weather.ts"]);

    loaded.startFrom(null);
    expect(roots()).toHaveLength(7);
  });

  it("lists the files an include leaves out that have a tool mark, with its line, as their text changes", () => {
    project = tempProject({
      "src/tools/weather.ts": "/**\n * The weather.\n * @tool\n */\nexport function weather(): string {\n  return 'sun';\n}\n",
      "src/app/notes.ts": "export class Notes {\n  /**\n   * Adds a note.\n   * @tool\n   */\n  add(text: string): string {\n    return text;\n  }\n}\n",
      "src/app/hooks.ts": "// Hooks run around each call; see registerToolHook.\nexport const hooks = [];\n",
      "src/app/types.d.ts": "/** @tool */\ndeclare function typed(): void;\n",
    });
    const p = project;
    const loaded = Project.load(p.tsconfig);
    const marks = () => loaded.toolMarksOutsideInclude().map(({ fileName, line }) => `${fileName.slice(p.dir.length + 1)}:${line}`);
    expect(marks()).toEqual([]);
    loaded.startFrom(["src/tools/**"]);
    loaded.program();
    expect(marks()).toEqual(["src/app/notes.ts:4"]);

    p.write("src/app/hooks.ts", 'import { registerTool } from "gen-tools";\nexport const ping = registerTool({ name: "ping" }, () => "pong");\n');
    p.write("src/app/notes.ts", "export class Notes {}\n");
    loaded.refresh([join(p.dir, "src/app/hooks.ts"), join(p.dir, "src/app/notes.ts")]);
    expect(marks()).toEqual(["src/app/hooks.ts:2"]);
  });

  it("starts over after release: a fresh program, every file parsed again", () => {
    project = tempProject({ "src/a.ts": "export const a = 1;\n" });
    const loaded = Project.load(project.tsconfig);
    const first = loaded.program();
    const file = first.getSourceFile(join(project.dir, "src/a.ts"));
    loaded.release();
    const second = loaded.program();
    expect(second).not.toBe(first);
    expect(second.getSourceFile(join(project.dir, "src/a.ts"))).not.toBe(file);
    expect(second.getSourceFile(join(project.dir, "src/a.ts"))?.text).toBe("export const a = 1;\n");
  });
});
