import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { projectTypeErrors } from "./helpers/project-type-errors.js";
import { runtimeProject } from "./helpers/runtime-project.js";
import { agentSource } from "./helpers/temp-project.js";

/**
 * tsc's errors in a project of these files and its generated tools.gen.ts, compiled together. A
 * project may hold a file of accepted uses and one of refused uses: one compilation answers for both.
 */
async function typeErrors(files: Record<string, string>): Promise<string[]> {
  const p = runtimeProject(files, { resolveJsonModule: true });
  try {
    const result = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return projectTypeErrors(p, [join(p.dir, "generated", "tools.gen.ts")]);
  } finally {
    p.remove();
  }
}

describe("tools.gen.ts type-checks", () => {
  it("with a `this` parameter, which Parameters<> leaves out of the positions it indexes", async () => {
    const source = `import { tool } from "gen-tools";

/** Tools that declare this. */
export default class Counter {
  /**
   * Adds to a count.
   * @param by How much.
   * @param label A label.
   */
  @tool()
  add(this: Counter, by: number, label?: string): string {
    return \`\${label ?? ""}\${by}\`;
  }
}

/**
 * Scales a number.
 * @param x The number.
 * @tool
 */
export function scale(this: void, x: number): number {
  return x * 2;
}
`;
    expect(await typeErrors({ "src/counter.ts": source })).toEqual([]);
  });

  // Instances of a generic class are of any instantiation, and one may be made by a static factory only.
  const genericAgents = {
    "src/queue.ts": `import { tool } from "gen-tools";

/** A queue whose callback takes its item type, so that Queue<string> is no Queue<unknown>. */
export class Queue<T> {
  private readonly items: T[] = [];
  constructor(readonly onItem: (item: T) => void) {}

  /** Counts the queued items. */
  @tool()
  size(): number {
    return this.items.length;
  }
}
`,
    "src/store.ts": `import { tool } from "gen-tools";

/** A store made by its factory only. */
export default class Store<T = string> {
  private readonly items: T[] = [];
  private constructor() {}

  static create<T>(): Store<T> {
    return new Store<T>();
  }

  /**
   * Counts the items over a minimum.
   * @param over The minimum.
   */
  @tool()
  count(over: number): number {
    return this.items.length - over;
  }
}
`,
    "src/base.ts": `import { tool } from "gen-tools";

/** An abstract agent. */
abstract class Sink<T> {
  abstract accept(item: T): void;

  /**
   * Drains a number of items.
   * @param count How many.
   */
  @tool()
  drain(count: number): number {
    return count;
  }
}

/** Its generic implementation, exported under another name. */
class ListSink<T> extends Sink<T> {
  readonly items: T[] = [];

  accept(item: T): void {
    this.items.push(item);
  }
}

export { ListSink as PublicSink };
`,
  };

  /** src/main.ts registering a Queue<string>, a ListSink<Date> and this as the Store. */
  const mainRegistering = (store: string): string => `import { ToolRegistry } from "gen-tools";
import { registerTools } from "../generated/tools.gen.js";
import { PublicSink } from "./base.js";
import { Queue } from "./queue.js";
import Store from "./store.js";

registerTools(new ToolRegistry(), {
  agentInstances: { Queue: new Queue<string>((s) => console.log(s.toUpperCase())), Store: ${store}, ListSink: new PublicSink<Date>() },
});
`;

  /** The two tests below only read it: src/main.ts registers a Store from its factory, src/refused.ts a ListSink as the Store. */
  let genericAgentsRun: Promise<string[]> | undefined;
  const genericAgentsErrors = (): Promise<string[]> =>
    (genericAgentsRun ??= typeErrors({
      ...genericAgents,
      "src/main.ts": mainRegistering("Store.create<number>()"),
      "src/refused.ts": mainRegistering("new PublicSink<number>()"),
    }));

  it("with generic agent classes, whose instances of any type arguments are accepted: a private constructor, a default export, an abstract base, another export name", async () => {
    expect((await genericAgentsErrors()).filter((error) => !error.startsWith("src/refused.ts:"))).toEqual([]);
  });

  it("with a generic agent class, refusing an instance of another class", async () => {
    const errors = (await genericAgentsErrors()).filter((error) => error.startsWith("src/refused.ts:"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^src\/refused\.ts:8 TS2\d+: .*'ListSink<number>'.*'Store<any>'/);
  });

  /** A module calling registerTools with these implementations; the project's one tool is a method of Cal. */
  const callingWith = (implementations: string): string => `import { ToolRegistry } from "gen-tools";
import { registerTools } from "../generated/tools.gen.js";
import { Cal } from "./cal.js";

const stray = (args: { q: string }) => args.q;
registerTools(new ToolRegistry(), ${implementations});
`;

  it("with no function tools, refusing a stray handler that registerTools would throw on, and taking an empty handlers object", async () => {
    const errors = await typeErrors({
      "src/cal.ts": agentSource("Cal", ["echo"]),
      "src/main.ts": callingWith("{ agentInstances: { Cal: new Cal() }, handlers: {} }"),
      "src/refused.ts": callingWith("{ agentInstances: { Cal: new Cal() }, handlers: { stray } }"),
    });
    expect(errors).toEqual([expect.stringMatching(/^src\/refused\.ts:6 TS2322: Type '\(args: \{ q: string; \}\) => string' is not assignable to type 'never'/)]);
  });

  it("with no tool classes, refusing a stray agent instance and taking no agentInstances", async () => {
    const scale = `import { tool } from "gen-tools";

/**
 * Scales a number.
 * @param x The number.
 * @tool
 */
export function scale(x: number): number {
  return x * 2;
}
`;
    const main = (instances: string): string => `import { ToolRegistry } from "gen-tools";
import { registerTools } from "../generated/tools.gen.js";
import { scale } from "./scale.js";

registerTools(new ToolRegistry(), { handlers: { scale }${instances} });
`;
    const errors = await typeErrors({ "src/scale.ts": scale, "src/main.ts": main(""), "src/refused.ts": main(", agentInstances: { Stray: new Date() }") });
    expect(errors).toEqual([expect.stringMatching(/^src\/refused\.ts:5 TS2322: Type 'Date' is not assignable to type 'never'/)]);
  });
});
