import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Checks a project of one file, `src/agent.ts`: its tools' input schemas by name, and its diagnostics. */
async function check(source: string): Promise<{ inputs: Record<string, unknown>; problems: string[] }> {
  project = tempProject({ "src/agent.ts": source });
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return {
    inputs: Object.fromEntries(result.tools.map((t) => [t.name, t.inputSchema])),
    problems: result.diagnostics.map((d) => `${d.code} ${d.message}`),
  };
}

// A class's members are looked up by name; a static member is the class's own, not its instances'.
describe("a tool method and a static member of the same name", () => {
  it("is one signature, not an overload, and its schema is the instance method's", async () => {
    const { inputs, problems } = await check(`
      import { tool } from "gen-tools";
      /** An agent. */
      export class Agent {
        /** Makes an agent. */
        static run(count: number): Agent {
          return new Agent();
        }
        /**
         * Runs.
         * @param text The input.
         */
        @tool()
        run(text: string): string {
          return text;
        }
      }
    `);
    expect(problems).toEqual([]);
    expect(inputs.run).toMatchObject({ properties: { text: { type: "string" } }, required: ["text"] });
  });

  it("takes an inherited tool method's signature where a subclass declares a static member of its name", async () => {
    const { inputs, problems } = await check(`
      import { tool } from "gen-tools";
      /** A base. */
      export abstract class Base {
        /**
         * Runs.
         * @param text The input.
         */
        @tool()
        run(text: string): string {
          return text;
        }
      }
      /** An agent. */
      export class Agent extends Base {
        /** Makes an agent. */
        static run(count: number): Agent {
          return new Agent();
        }
      }
    `);
    expect(problems).toEqual([]);
    expect(inputs).toMatchObject({ run: { properties: { text: { type: "string" } } } });
  });

  it("still reports an overloaded tool method (GT2011) and a static one (GT2006)", async () => {
    const { problems } = await check(`
      import { tool } from "gen-tools";
      /** An agent. */
      export class Agent {
        /**
         * Runs.
         * @param text The input.
         */
        @tool()
        run(text: string): string;
        run(text: number): number;
        run(text: string | number): string | number {
          return text;
        }
        /**
         * Makes an agent.
         * @param text The input.
         */
        @tool()
        static make(text: string): string {
          return text;
        }
      }
    `);
    expect(problems).toEqual(["GT2011 tool method 'run' is overloaded: a tool needs exactly one signature", "GT2006 tool method 'make' is static: tools are instance methods"]);
  });
});
