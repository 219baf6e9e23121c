import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

async function generate(source: string) {
  project = tempProject({ "src/repo.ts": source });
  return GenToolsSession.open({ project: project.tsconfig, nameStyle: "class.method" }).run({ check: true });
}

const USER = { type: "object", properties: { id: { type: "string" }, name: { type: "string" } }, required: ["id", "name"], additionalProperties: false };

const REPO = `import { tool } from "gen-tools";

export interface User { id: string; name: string }
export interface Page<T> { items: T[]; next?: string }

/** Shares its tools with each repository. */
export abstract class Repo<T, K extends string = string> {
  /**
   * Saves an item.
   * @param item The item.
   * @param key Its key.
   */
  @tool()
  save(item: T, key: K): Page<T> {
    return { items: [item] };
  }

  /**
   * Changes some fields.
   * @param patch The fields.
   */
  @tool()
  patch(patch: Partial<T>): void {}

  /**
   * One field's name.
   * @param field The field.
   */
  @tool()
  field(field: keyof T): T {
    return null as T;
  }
}
`;

describe("a tool method of a generic base class", () => {
  it("is read as each subclass instantiates it: its own types, two type parameters, Partial<T>, keyof T and a chain of bases", async () => {
    const result = await generate(`${REPO}
export class UserRepo extends Repo<User, "a" | "b"> {}
export class TagRepo extends Repo<{ tag: string }> {}
export abstract class Mid<X> extends Repo<X[]> {}
export class Leaf extends Mid<{ n: number }> {}
`);
    // keyof an array has its symbol keys (Symbol.iterator): GT1002 is right there.
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/repo.ts:30:9 - error GT1002: parameter 'field' has a symbol type, which JSON cannot carry (used by tool 'leaf.field')",
    ]);
    const tool = (name: string) => result.tools.find((t) => t.name === name);

    const save = tool("user_repo.save");
    expect(save?.inputSchema.properties).toEqual({
      item: { $ref: "#/$defs/User", description: "The item." },
      key: { type: "string", enum: ["a", "b"], description: "Its key." },
    });
    expect(save?.inputSchema.$defs).toEqual({ User: USER });
    expect(save?.outputSchema?.$ref).toBe("#/$defs/Page_User");
    // The description is still the base declaration's.
    expect(save?.description).toBe("Saves an item.");
    expect(tool("user_repo.patch")?.inputSchema.properties?.patch).toEqual({ ...USER, required: undefined, description: "The fields." });
    expect(tool("user_repo.field")?.inputSchema.properties?.field).toEqual({ type: "string", enum: ["id", "name"], description: "The field." });
    expect(tool("user_repo.field")?.outputSchema).toEqual({ $ref: "#/$defs/User", $defs: { User: USER } });

    // Another subclass of the same base, with its own type arguments, gets its own schemas.
    const tag = { type: "object", properties: { tag: { type: "string" } }, required: ["tag"], additionalProperties: false };
    expect(tool("tag_repo.save")?.inputSchema.properties).toEqual({
      item: { ...tag, description: "The item." },
      key: { type: "string", description: "Its key." },
    });
    expect(tool("tag_repo.field")?.inputSchema.properties?.field).toEqual({ type: "string", const: "tag", description: "The field." });

    // Leaf extends Mid<{ n: number }>, which extends Repo<X[]>: T is { n: number }[].
    const items = { type: "array", items: { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false } };
    expect(tool("leaf.save")?.inputSchema.properties?.item).toEqual({ ...items, description: "The item." });
    expect(tool("leaf.field")?.outputSchema).toEqual(items);
  });

  it("reports a type parameter the subclass leaves open at the base's parameter, naming the subclass's tool", async () => {
    const result = await generate(`${REPO}
export class AnyRepo<U> extends Repo<U> {}
`);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "src/repo.ts:14:8 - error GT1006: parameter 'item' has the unresolved type 'U'; a tool's schema needs concrete types (used by tool 'any_repo.save')",
      "src/repo.ts:14:26 - warning GT1013: return type cannot be carried by JSON (element 'Page_U.items[]' has the unresolved type 'U'; a tool's schema needs concrete types); the tool gets no outputSchema (used by tool 'any_repo.save')",
      "src/repo.ts:23:9 - error GT1006: parameter 'patch' has the unresolved type 'Partial<U>'; a tool's schema needs concrete types (used by tool 'any_repo.patch')",
      "src/repo.ts:30:9 - error GT1006: parameter 'field' has the unresolved type 'keyof U'; a tool's schema needs concrete types (used by tool 'any_repo.field')",
      "src/repo.ts:30:26 - warning GT1013: return type cannot be carried by JSON (return type has the unresolved type 'U'; a tool's schema needs concrete types); the tool gets no outputSchema (used by tool 'any_repo.field')",
    ]);
  });

  it("reads an inherited generic method's own type parameter as its constraint, instantiated by the subclass", async () => {
    const result = await generate(`import { tool } from "gen-tools";
export interface User { id: string; age: number }
export abstract class Repo<T> {
  /**
   * Reads one field.
   * @param key The field.
   */
  @tool()
  get<F extends keyof T>(key: F): T[F] {
    return null as T[F];
  }
}
export class UserRepo extends Repo<User> {}
`);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const get = result.tools.find((t) => t.name === "user_repo.get");
    expect(get?.inputSchema.properties?.key).toEqual({ type: "string", enum: ["age", "id"], description: "The field." });
    expect(get?.outputSchema).toEqual({ type: ["number", "string"] });
  });
});

describe("an abstract base's tool under two subclasses, by method name", () => {
  it("is a name clash (GT2002) whose way out is class-qualified names: the one method has one name option", async () => {
    project = tempProject({
      "src/repo.ts": `import { tool } from "gen-tools";
export interface User { id: string }
export interface Order { total: number }
export abstract class Repo<T> {
  /**
   * Saves one.
   * @param item The item.
   */
  @tool() save(item: T): T { return item; }
}
export class UserRepo extends Repo<User> {}
export class OrderRepo extends Repo<Order> {}
`,
    });
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `src/repo.ts:9:11 - error GT2002: tool name 'save' is declared 2 times: OrderRepo.save (src/repo.ts:9), UserRepo.save (src/repo.ts:9); one method inherited by each class: set nameStyle "class.method", which names each by its class`,
    ]);
  });
});
