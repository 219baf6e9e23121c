import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PROVIDER_TOOL_NAME,
  ToolNameError,
  ToolNameMap,
  providerNameOfCall,
  toProviderToolName,
} from "../../src/providers/tool-names.js";

const segment = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
const registryName = fc
  .array(segment, { minLength: 1, maxLength: 5 })
  .map((segments) => segments.join("."))
  .filter((name) => name.length <= 64);

describe("tool name mapping", () => {
  it("maps dots to dashes and leaves undotted names alone", () => {
    expect(toProviderToolName("weather.get_forecast")).toBe("weather-get_forecast");
    expect(toProviderToolName("a.b.c")).toBe("a-b-c");
    expect(toProviderToolName("get_time")).toBe("get_time");
  });

  it("round-trips every registry name through the map", () => {
    fc.assert(
      fc.property(fc.uniqueArray(registryName, { maxLength: 20 }), (names) => {
        const map = new ToolNameMap(names);
        for (const name of names) {
          const providerName = toProviderToolName(name);
          expect(providerName).toMatch(PROVIDER_TOOL_NAME);
          expect(map.fromProvider(providerName)).toBe(name);
        }
      }),
    );
  });

  it("never maps two registry names to one provider name", () => {
    fc.assert(
      fc.property(registryName, registryName, (a, b) => {
        fc.pre(a !== b);
        expect(toProviderToolName(a)).not.toBe(toProviderToolName(b));
      }),
    );
  });

  it("reports a provider name that is not in the map instead of guessing it back", () => {
    const map = new ToolNameMap(["notes.add", "notes.list"]);
    expect(map.fromProvider("notes-add")).toBe("notes.add");
    // Looks like a mapped name, but no such tool was sent: not guessed to `notes.delete`.
    expect(map.fromProvider("notes-delete")).toBeUndefined();
    expect(map.fromProvider("notes.add")).toBeUndefined();
    expect(map.fromProvider("")).toBeUndefined();
  });

  it("refuses names that are not registry names, saying which and why", () => {
    expect(() => toProviderToolName("Weather.Get")).toThrow(ToolNameError);
    expect(() => toProviderToolName("notes-add")).toThrow(/'notes-add' is not a registry tool name/);
    expect(() => toProviderToolName("a..b")).toThrow(ToolNameError);
    expect(() => toProviderToolName("x".repeat(65))).toThrow(/longer than the 64 characters/);
    expect(() => new ToolNameMap(["ok", "not ok"])).toThrow(/'not ok'/);
  });

  it("sends a call the model made under an unknown name back as the model wrote it", () => {
    expect(providerNameOfCall("notes.add")).toBe("notes-add");
    expect(providerNameOfCall("notes-delete")).toBe("notes-delete");
    expect(providerNameOfCall("DoThing")).toBe("DoThing");
  });
});
