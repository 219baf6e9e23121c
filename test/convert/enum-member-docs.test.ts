import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";

describe("enum member comments", () => {
  const p = makeProject({
    "a.ts": `
      /** Shipping priority. */
      export enum Priority {
        /** Cheapest, 5-7 days. */
        Low = "low",
        Normal = "normal",
        /**
         * Next day.
         * Not on Sundays.
         */
        High = "high",
      }
      export enum Level {
        Off,
        /** Errors only. */
        Quiet = 5,
      }
      /** Plain. */
      export enum Plain { A = "a", B = "b" }
      /**
       * @param priority How fast.
       * @param level How loud.
       * @param plain Which.
       */
      export function f(priority: Priority, level: Level, plain: Plain) {}
    `,
  });
  const schema = p.tool("f").inputSchema;

  it("lists the documented members by value after the enum's own description", () => {
    expect(schema.$defs?.Priority).toEqual({
      type: "string",
      enum: ["low", "normal", "high"],
      description: 'Shipping priority.\n- "low": Cheapest, 5-7 days.\n- "high": Next day.\n  Not on Sundays.',
    });
  });

  it("makes the list the description of an enum without a comment of its own", () => {
    expect(schema.$defs?.Level).toEqual({ type: "number", enum: [0, 5], description: "- 5: Errors only." });
  });

  it("leaves an enum whose members have no comments as it was", () => {
    expect(schema.$defs?.Plain).toEqual({ type: "string", enum: ["a", "b"], description: "Plain." });
  });
});
