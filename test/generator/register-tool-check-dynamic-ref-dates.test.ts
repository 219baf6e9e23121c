import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** `parameters` whose one argument, `event`, is `{ at }` behind `ref` (a `$ref` or a `$dynamicRef`), `at` a date-time. */
const eventBehind = (ref: string): string =>
  `{ type: "object", properties: { event: { description: "The event.", ${ref} } }, required: ["event"], $defs: { event: { $dynamicAnchor: "event", type: "object", properties: { at: { type: "string", format: "date-time" } }, required: ["at"] } } }`;

/** `parameters` whose one argument, `at`, is a date-time behind `ref`. */
const dateBehind = (ref: string): string => `{ type: "object", properties: { at: { description: "When.", ${ref} } }, required: ["at"], $defs: { at: { $dynamicAnchor: "at", type: "string", format: "date-time" } } }`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("event_by_ref", eventBehind('$ref: "#/$defs/event"'), "{ event: { at: Date } }"),
  registered("event_by_dynamic_ref", eventBehind('$dynamicRef: "#event"'), "{ event: { at: Date } }"),
  registered("date_by_dynamic_ref", dateBehind('$dynamicRef: "#at"'), "{ at: Date }"),
  registered("text_by_dynamic_ref", dateBehind('$dynamicRef: "#at"'), "{ at: string }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check refuses a handler's Date whose date-time schema a $dynamicRef leads to", () => {
  it("gives no diagnostic where a $ref leads to it, which the runtime reads the arguments through", () => {
    expect(check.about("event_by_ref")).toEqual([]);
  });

  it("reports GT3004 at the date-time schema where a $dynamicRef leads to it: the runtime would hand the string over", () => {
    const message = (tool: string, path: string): string =>
      `error GT3004: tool '${tool}': property '${path}' is a Date in the handler's type, but the runtime makes Dates only where it reads the arguments through, and a $dynamicRef leads to this date-time schema: reach it by a $ref`;
    expect(check.about("event_by_dynamic_ref")).toEqual([`${check.at("event_by_dynamic_ref", "$defs: { event: { $dynamicAnchor: ", '"event", type: "object", properties: { at: ', "{")} - ${message("event_by_dynamic_ref", "event.at")}`]);
    expect(check.about("date_by_dynamic_ref")).toEqual([`${check.at("date_by_dynamic_ref", "$defs: { at: ", "{")} - ${message("date_by_dynamic_ref", "at")}`]);
  });

  it("gives no diagnostic where the handler takes the string", () => {
    expect(check.about("text_by_dynamic_ref")).toEqual([]);
  });
});
