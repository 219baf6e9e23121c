import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";

// As an editor's hover: a member without a comment of its own (or with only @inheritDoc) is
// documented by the member it overrides or implements.
describe("docs inherited from an implemented or overridden member", () => {
  const p = makeProject({
    "a.ts": `
      export interface Searcher {
        /**
         * Searches the web.
         * @param query What to search for.
         * @param limit Max hits.
         */
        search(query: string, limit: number): string[];
      }
      export class WebSearch implements Searcher {
        search(query: string, limit: number): string[] { return []; }
      }
      export interface Reader {
        /**
         * Reads, as a reader does.
         * @param path Where from, for a reader.
         */
        read(path: string): string;
      }
      export abstract class Base {
        /**
         * Reads a file.
         * @param path Absolute path.
         */
        read(path: string): string { return ""; }
        /**
         * Writes a file.
         * @param path Where.
         * @param data What.
         */
        write(path: string, data: string): void {}
      }
      export class Middle extends Base {}
      export class Derived extends Middle {
        /** @inheritDoc */
        override write(path: string, data: string): void {}
        /** {@inheritDoc Reader.read} */
        override read(path: string): string { return ""; }
      }
      export class Own extends Base {
        /**
         * Writes its own way.
         * @param path Its own path.
         */
        override write(path: string, data: string): void {}
      }
      export interface Shape {
        /** Which shape this is. */
        kind: string;
        /**
         * Fill colour, CSS syntax.
         * @pattern ^#[0-9a-f]{6}$
         */
        fill?: string;
      }
      export interface Circle extends Shape {
        kind: "circle";
        fill?: string;
      }
      export interface Square extends Shape {
        /** A square. */
        kind: "square";
      }
      export function draw(circle: Circle, square: Square) {}
    `,
  });

  it("takes the @param texts of the interface method a class method implements", () => {
    expect(p.tool("WebSearch.search").inputSchema.properties).toEqual({
      query: { type: "string", description: "What to search for." },
      limit: { type: "number", description: "Max hits." },
    });
    expect(p.problems("WebSearch.search")).toEqual([]);
  });

  it("takes those of the overridden method for a bare @inheritDoc, through a class that does not override it", () => {
    expect(p.tool("Derived.write").inputSchema.properties).toEqual({
      path: { type: "string", description: "Where." },
      data: { type: "string", description: "What." },
    });
  });

  it("takes those of the member {@inheritDoc Owner.member} names", () => {
    expect(p.tool("Derived.read").inputSchema.properties).toEqual({ path: { type: "string", description: "Where from, for a reader." } });
  });

  it("keeps a method's own comment", () => {
    expect(p.tool("Own.write").inputSchema.properties).toEqual({
      path: { type: "string", description: "Its own path." },
      data: { type: "string" },
    });
  });

  it("gives a property redeclared without a comment the base property's description and tags, not over its own", () => {
    const defs = p.tool("draw").inputSchema.$defs;
    expect(defs?.Circle).toMatchObject({
      properties: {
        kind: { type: "string", const: "circle", description: "Which shape this is." },
        fill: { type: "string", description: "Fill colour, CSS syntax.", pattern: "^#[0-9a-f]{6}$" },
      },
    });
    expect(defs?.Square).toMatchObject({ properties: { kind: { type: "string", const: "square", description: "A square." } } });
  });
});
