import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Project } from "../../generator/project/project.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

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
