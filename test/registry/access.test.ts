import { describe, expect, it } from "vitest";
import {
  InvalidAgentError,
  InvalidToolDefinitionError,
  ToolNotFoundError,
  ToolPermissionError,
  ToolRegistry,
} from "../../src/registry/index.js";

const OBJECT = { type: "object" } as const;
const noop = () => undefined;
const PLANNER = { uuid: "3f2c8a9e-5b1d-4c7a-9e2f-0a1b2c3d4e5f", name: "planner" };
const WRITER = { uuid: "9d8c7b6a-1234-4abc-8def-001122334455", name: "writer" };

function catalogue(): ToolRegistry {
  const registry = new ToolRegistry();
  registry.bindAgent(PLANNER);
  registry.bindAgent(WRITER);
  registry.register("calendar.read", OBJECT, noop);
  registry.register("calendar.write", OBJECT, noop, { allowedAgents: ["planner"] });
  registry.register("notes.add", OBJECT, noop, { allowedAgents: ["writer", "planner"] });
  registry.register("admin.reset", OBJECT, noop, { allowedAgents: [] });
  return registry;
}

describe("access lists", () => {
  it("grants a listed agent, by name and by bound uuid", () => {
    const registry = catalogue();
    expect(registry.checkPermission("planner", "calendar.write")).toBe(true);
    expect(registry.checkPermission(PLANNER.uuid, "calendar.write")).toBe(true);
    expect(() => registry.assertPermission(PLANNER.uuid, "calendar.write")).not.toThrow();
  });

  it("refuses an agent that is not listed, by name and by bound uuid", () => {
    const registry = catalogue();
    expect(registry.checkPermission("writer", "calendar.write")).toBe(false);
    expect(registry.checkPermission(WRITER.uuid, "calendar.write")).toBe(false);
  });

  it("opens a tool without a list to every agent, bound or not", () => {
    const registry = catalogue();
    expect(registry.checkPermission("writer", "calendar.read")).toBe(true);
    expect(registry.checkPermission("stranger", "calendar.read")).toBe(true);
  });

  it("closes a tool with an empty list to every agent", () => {
    const registry = catalogue();
    expect(registry.checkPermission("planner", "admin.reset")).toBe(false);
  });

  it("stops recognising a uuid once it is unbound", () => {
    const registry = catalogue();
    expect(registry.unbindAgent(PLANNER.uuid)).toBe(true);
    expect(registry.unbindAgent(PLANNER.uuid)).toBe(false);
    expect(registry.checkPermission(PLANNER.uuid, "calendar.write")).toBe(false);
    expect(registry.checkPermission("planner", "calendar.write")).toBe(true);
  });

  it("judges an identity by its uuid's bound name, and by its own name only while the uuid is unbound", () => {
    const registry = catalogue();
    expect(registry.checkPermission({ uuid: "u-unbound", name: "planner" }, "calendar.write")).toBe(true);
    expect(registry.checkPermission({ uuid: "u-unbound", name: "writer" }, "calendar.write")).toBe(false);
    // The writer's uuid claiming the planner's name is still the writer.
    expect(registry.checkPermission({ uuid: WRITER.uuid, name: "planner" }, "calendar.write")).toBe(false);
    expect(registry.checkPermission({ uuid: PLANNER.uuid, name: "planner" }, "calendar.write")).toBe(true);
    // Its name is a name, even one spelt as a bound uuid.
    expect(registry.checkPermission({ uuid: "u-unbound", name: PLANNER.uuid }, "calendar.write")).toBe(false);
    expect(() => registry.assertPermission({ uuid: WRITER.uuid, name: "planner" }, "calendar.write")).toThrow(
      `agent "writer" (${WRITER.uuid}) may not call tool "calendar.write"; its allowedAgents are: "planner"`,
    );
  });

  it("throws ToolPermissionError naming the agent and the tool", () => {
    const registry = catalogue();
    let error: unknown;
    try {
      registry.assertPermission(WRITER.uuid, "calendar.write");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ToolPermissionError);
    const refusal = error as ToolPermissionError;
    expect(refusal.code).toBe("tool_permission_denied");
    expect(refusal).toMatchObject({ agent: WRITER.uuid, agentName: "writer", toolName: "calendar.write" });
    expect(refusal.message).toBe(
      `agent "writer" (${WRITER.uuid}) may not call tool "calendar.write"; its allowedAgents are: "planner"`,
    );
    expect(() => registry.assertPermission("writer", "admin.reset")).toThrow(
      'agent "writer" may not call tool "admin.reset"; its allowedAgents are: none',
    );
  });

  it("throws ToolNotFoundError for an unknown tool rather than answer false", () => {
    expect(() => catalogue().checkPermission("planner", "calendar.wirte")).toThrow(ToolNotFoundError);
  });

  it("lists the tools an agent may call, in registration order", () => {
    const registry = catalogue();
    expect(registry.toolsFor(PLANNER.uuid).map((r) => r.name)).toEqual([
      "calendar.read",
      "calendar.write",
      "notes.add",
    ]);
    expect(registry.toolsFor("writer").map((r) => r.name)).toEqual(["calendar.read", "notes.add"]);
    expect(registry.toolsFor("stranger").map((r) => r.name)).toEqual(["calendar.read"]);
  });

  it("refuses a uuid in allowedAgents, which would lock every agent out, with the fix", () => {
    const registry = new ToolRegistry();
    const uuid = "0b7e3c2a-4f5d-4e6f-8a9b-cdef01234567";
    expect(() =>
      registry.register("notes.add", OBJECT, noop, { allowedAgents: ["writer", uuid.toUpperCase()] }),
    ).toThrow(
      new InvalidToolDefinitionError(
        "notes.add",
        "allowedAgents",
        `allowedAgents holds agent names; "${uuid.toUpperCase()}" looks like a uuid: use the agent's name`,
      ),
    );
  });

  it("refuses a bound uuid in allowedAgents whatever its form, naming the agent it stands for", () => {
    const registry = new ToolRegistry();
    registry.bindAgent({ uuid: "agent-0001", name: "writer" });
    let error: unknown;
    try {
      registry.register("notes.add", OBJECT, noop, { allowedAgents: ["agent-0001"] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidToolDefinitionError);
    expect((error as InvalidToolDefinitionError).field).toBe("allowedAgents");
    expect((error as Error).message).toBe(
      `tool "notes.add": allowedAgents holds agent names; "agent-0001" looks like a uuid: use the agent's name, "writer"`,
    );
  });

  it("refuses malformed agent bindings and a uuid rebound to another name", () => {
    const registry = new ToolRegistry();
    expect(() => registry.bindAgent({ uuid: "", name: "x" })).toThrow(InvalidAgentError);
    expect(() => registry.bindAgent({ uuid: PLANNER.uuid, name: "" })).toThrow(/name must be a non-empty string/);
    registry.bindAgent(PLANNER);
    registry.bindAgent(PLANNER);
    expect(() => registry.bindAgent({ uuid: PLANNER.uuid, name: "writer" })).toThrow(
      `bindAgent: uuid ${PLANNER.uuid} is already bound to agent "planner"; unbindAgent it first to bind it to "writer"`,
    );
  });
});
