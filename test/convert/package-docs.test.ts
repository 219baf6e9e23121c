import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";

// An installed package's comments document its TypeScript API (type-fest's, say): an `@example`
// there is code, and a generic alias's summary says what the alias computes. Neither is written
// into a tool's schema; the project's own comments, and a package's comments on data, still are.
describe("JSDoc of an installed package's declarations", () => {
  const p = makeProject({
    "node_modules/helpers/index.d.ts": `
      /**
       * Create a type that makes the given keys optional.
       * @example
       * \`\`\`
       * type Foo = SetOptional<{a: number}, "a">;
       * \`\`\`
       */
      export type SetOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
      /** Flattens an intersection, as type-fest's does. */
      export type Simplify<T> = { [K in keyof T]: T[K] } & {};
      /**
       * The same, flattened: the checker erases this alias for Simplify's.
       * @example
       * type Foo = Flat<{a: number}, "a">;
       */
      export type Flat<T, K extends keyof T> = Simplify<Omit<T, K> & Partial<Pick<T, K>>>;
      /**
       * Create a tagged type, an essay on nominal typing.
       * @example
       * type UserId = Tagged<string, "UserId">;
       */
      export type Tagged<T, Tag extends string> = T & { readonly __tag?: Tag };
      /**
       * An e-mail address.
       * @example "someone@example.com"
       */
      export type Email = string;
      /** A point on a map. */
      export interface Point {
        /**
         * Degrees north.
         * @minimum -90
         * @example 59.9
         */
        lat: number;
      }
    `,
    "a.ts": `
      import type { Email, Flat, Point, SetOptional, Tagged } from "./node_modules/helpers/index.js";
      export interface User {
        /** The user's id. */
        id: string;
        name: string;
      }
      /** A user as our own code names it. */
      export type Draft<T> = Partial<T>;
      export interface Signup {
        user: SetOptional<User, "id">;
        flat: Flat<User, "id">;
        referrer?: Tagged<string, "UserId">;
      }
      /**
       * @param id The user's id.
       * @param signup The request.
       * @param at Where it is.
       */
      export function f(id: Tagged<string, "UserId">, signup: Signup, email: Email, at: Point, draft: Draft<User>) {}
    `,
  });
  const schema = p.tool("f").inputSchema;

  it("leaves out a package's generic alias's summary and examples, named or erased", () => {
    expect(schema.$defs?.Tagged_string_UserId).toEqual({ type: "string" });
    expect(schema.properties?.id).toEqual({ $ref: "#/$defs/Tagged_string_UserId", description: "The user's id." });
    const user = {
      type: "object",
      properties: { name: { type: "string" }, id: { type: "string", description: "The user's id." } },
      required: ["name"],
      additionalProperties: false,
    };
    expect(schema.$defs?.SetOptional_User_id).toEqual(user);
    expect(schema.$defs?.Signup).toMatchObject({ properties: { user: { $ref: "#/$defs/SetOptional_User_id" }, flat: user } });
    expect(JSON.stringify(schema)).not.toMatch(/Create a|essay|```/);
  });

  it("keeps a package's comments on data, without their examples", () => {
    expect(schema.properties?.email).toEqual({ type: "string", description: "An e-mail address." });
    expect(schema.$defs?.Point).toEqual({
      type: "object",
      properties: { lat: { type: "number", description: "Degrees north.", minimum: -90 } },
      required: ["lat"],
      additionalProperties: false,
      description: "A point on a map.",
    });
  });

  it("keeps the project's own generic alias's comment", () => {
    expect(schema.properties?.draft).toMatchObject({ type: "object", description: "A user as our own code names it." });
  });
});
