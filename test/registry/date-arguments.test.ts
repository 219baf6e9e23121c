import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { DateArguments } from "../../src/registry/date-arguments.js";

const DATE: JsonSchemaObject = { type: "string", format: "date-time" };
const MEETING: JsonSchemaObject = {
  type: "object",
  properties: { title: { type: "string" }, at: DATE },
  required: ["title", "at"],
  additionalProperties: false,
};

function refusing(index: number, message: string): never {
  throw new Error(`dates/${index}: ${message}`);
}

function reviverOf(schema: JsonSchemaObject, dates: string[]): (value: unknown) => unknown {
  const found = new DateArguments(schema, dates, refusing);
  return (value) => found.revive(value);
}

function checkerOf(schema: JsonSchemaObject, dates: string[]): (value: unknown) => unknown {
  const found = new DateArguments(schema, dates, refusing);
  return (value) => found.check(value);
}

const AT = "2026-12-04T10:00:00Z";
const LATER = "2026-12-05T08:30:00+01:00";

describe("DateArguments", () => {
  it("makes a Date of each date-time string at the locations given, through properties, items, tuples, records and $refs", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: {
        at: DATE,
        label: DATE,
        meeting: { $ref: "#/$defs/Meeting" },
        many: { type: "array", items: DATE },
        pair: { type: "array", prefixItems: [DATE, { type: "number" }], minItems: 2, maxItems: 2 },
        byName: { type: "object", additionalProperties: DATE },
        byPage: { type: "object", patternProperties: { "^[0-9]+$": DATE }, additionalProperties: false },
      },
      $defs: { Meeting: MEETING },
    };
    const revive = reviverOf(schema, [
      "/properties/at",
      "/$defs/Meeting/properties/at",
      "/properties/many/items",
      "/properties/pair/prefixItems/0",
      "/properties/byName/additionalProperties",
      "/properties/byPage/patternProperties/^[0-9]+$",
    ]);
    const args = {
      at: AT,
      label: AT,
      meeting: { title: "standup", at: LATER },
      many: [AT, LATER],
      pair: [AT, 3],
      byName: { a: AT },
      byPage: { "2": LATER },
    };
    expect(revive(args)).toEqual({
      at: new Date(AT),
      label: AT,
      meeting: { title: "standup", at: new Date(LATER) },
      many: [new Date(AT), new Date(LATER)],
      pair: [new Date(AT), 3],
      byName: { a: new Date(AT) },
      byPage: { "2": new Date(LATER) },
    });
    // The validated arguments are left as they came: hooks and events see what the model sent.
    expect(args.at).toBe(AT);
    expect(args.meeting.at).toBe(LATER);
    expect(args.many).toEqual([AT, LATER]);
  });

  it("shares what holds no Date, and returns the arguments themselves when none is given", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { at: DATE, tags: { type: "array", items: { type: "string" } }, when: DATE },
    };
    const revive = reviverOf(schema, ["/properties/when"]);
    const args = { at: AT, tags: ["a"] };
    expect(revive(args)).toBe(args);
    const revived = revive({ ...args, when: AT }) as Record<string, unknown>;
    expect(revived["tags"]).toBe(args.tags);
    expect(revived["when"]).toEqual(new Date(AT));
  });

  it("follows a recursive $ref to every depth", () => {
    const schema: JsonSchemaObject = {
      $ref: "#/$defs/Tree",
      $defs: {
        Tree: {
          type: "object",
          properties: { at: DATE, children: { type: "array", items: { $ref: "#/$defs/Tree" } } },
          required: ["at", "children"],
        },
      },
    };
    const revive = reviverOf(schema, ["/$defs/Tree/properties/at"]);
    const leaf = { at: LATER, children: [] };
    expect(revive({ at: AT, children: [{ at: AT, children: [leaf] }] })).toEqual({
      at: new Date(AT),
      children: [{ at: new Date(AT), children: [{ at: new Date(LATER), children: [] }] }],
    });
  });

  it("takes the first union branch the value matches, as the union was written", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: {
        dateOrMeeting: { anyOf: [DATE, { $ref: "#/$defs/Meeting" }] },
        textOrDate: { anyOf: [{ type: "string", maxLength: 5 }, DATE] },
        nullable: { anyOf: [DATE, { type: "null" }] },
        event: {
          oneOf: [
            { type: "object", properties: { kind: { const: "call" }, at: DATE }, required: ["kind"] },
            { type: "object", properties: { kind: { const: "note" }, at: { type: "string" } }, required: ["kind"] },
          ],
        },
      },
      $defs: { Meeting: MEETING },
    };
    const revive = reviverOf(schema, [
      "/properties/dateOrMeeting/anyOf/0",
      "/$defs/Meeting/properties/at",
      "/properties/textOrDate/anyOf/1",
      "/properties/nullable/anyOf/0",
      "/properties/event/oneOf/0/properties/at",
    ]);
    expect(revive({ dateOrMeeting: AT })).toEqual({ dateOrMeeting: new Date(AT) });
    expect(revive({ dateOrMeeting: { title: "x", at: AT } })).toEqual({ dateOrMeeting: { title: "x", at: new Date(AT) } });
    expect(revive({ textOrDate: "short" })).toEqual({ textOrDate: "short" });
    expect(revive({ textOrDate: AT })).toEqual({ textOrDate: new Date(AT) });
    expect(revive({ nullable: null })).toEqual({ nullable: null });
    expect(revive({ event: { kind: "call", at: AT } })).toEqual({ event: { kind: "call", at: new Date(AT) } });
    expect(revive({ event: { kind: "note", at: AT } })).toEqual({ event: { kind: "note", at: AT } });
  });

  it("reports each string at a Date location that is not a date-time, with its path, as a format error", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { meetings: { type: "array", items: { $ref: "#/$defs/Meeting" } }, "a/b": DATE },
      $defs: { Meeting: MEETING },
    };
    const check = checkerOf(schema, ["/$defs/Meeting/properties/at", "/properties/a~1b"]);
    expect(check({ meetings: [{ title: "x", at: AT }, { title: "y", at: "tomorrow" }], "a/b": "2026-02-30T00:00:00Z" })).toEqual([
      {
        path: "/meetings/1/at",
        keyword: "format",
        message: "must be a valid date-time (RFC 3339 with a time zone, like 2024-05-01T12:00:00Z or 2024-05-01T12:00:00+02:00)",
        schemaPath: "/$defs/Meeting/properties/at/format",
        expected: "date-time",
        params: { format: "date-time" },
      },
      expect.objectContaining({ path: "/a~1b", schemaPath: "/properties/a~1b/format" }),
    ]);
    expect(check({ meetings: [{ title: "x", at: AT }], "a/b": LATER })).toEqual([]);
  });

  it("in a union, checks the branch the value takes: a string that is no date-time takes the string branch after a Date", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: {
        dateOrText: { anyOf: [DATE, { type: "string" }] },
        dateOrNumber: { anyOf: [DATE, { type: "number" }] },
      },
    };
    const dates = ["/properties/dateOrText/anyOf/0", "/properties/dateOrNumber/anyOf/0"];
    expect(checkerOf(schema, dates)({ dateOrText: "soon", dateOrNumber: 3 })).toEqual([]);
    expect(reviverOf(schema, dates)({ dateOrText: "soon" })).toEqual({ dateOrText: "soon" });
    expect(reviverOf(schema, dates)({ dateOrText: AT })).toEqual({ dateOrText: new Date(AT) });
    expect(checkerOf(schema, dates)({ dateOrNumber: "soon" })).toEqual([
      expect.objectContaining({ path: "/dateOrNumber", keyword: "format", schemaPath: "/properties/dateOrNumber/anyOf/0/format" }),
    ]);
  });

  it("makes a day (format date) midnight UTC, and reports a string that is no date there", () => {
    const schema: JsonSchemaObject = { type: "object", properties: { day: { type: "string", format: "date" }, at: DATE } };
    const dates = ["/properties/day", "/properties/at"];
    expect(reviverOf(schema, dates)({ day: "0042-02-28", at: AT })).toEqual({ day: new Date("0042-02-28T00:00:00Z"), at: new Date(AT) });
    expect(checkerOf(schema, dates)({ day: AT, at: "2026-12-04" })).toEqual([
      expect.objectContaining({ path: "/day", keyword: "format", message: "must be a valid date (YYYY-MM-DD)", params: { format: "date" } }),
      expect.objectContaining({ path: "/at", keyword: "format", params: { format: "date-time" } }),
    ]);
  });

  it("follows references as the validator resolves them: by $anchor, and into an embedded $id resource", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { at: { $ref: "#when" }, later: { $ref: "urn:example:later" } },
      $defs: { When: { $anchor: "when", ...DATE }, Later: { $id: "urn:example:later", ...DATE } },
    };
    expect(reviverOf(schema, ["/$defs/When", "/$defs/Later"])({ at: AT, later: LATER })).toEqual({ at: new Date(AT), later: new Date(LATER) });
  });

  it("makes a Date of a nullable date-time (a type list), and leaves its null", () => {
    const schema: JsonSchemaObject = { type: "object", properties: { snoozed: { type: ["string", "null"], format: "date-time" } } };
    expect(reviverOf(schema, ["/properties/snoozed"])({ snoozed: null })).toEqual({ snoozed: null });
    expect(reviverOf(schema, ["/properties/snoozed"])({ snoozed: AT })).toEqual({ snoozed: new Date(AT) });
    expect(checkerOf(schema, ["/properties/snoozed"])({ snoozed: null })).toEqual([]);
  });

  it("keeps an argument named __proto__ an argument", () => {
    const schema: JsonSchemaObject = { type: "object", properties: { ["__proto__"]: DATE } };
    const args = JSON.parse(`{ "__proto__": "${AT}" }`) as unknown;
    const revived = reviverOf(schema, ["/properties/__proto__"])(args) as object;
    expect(Object.getPrototypeOf(revived)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(revived, "__proto__")?.value).toEqual(new Date(AT));
  });

  it("refuses a location that is not a date-time subschema, or that arguments are not read through", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { at: DATE, count: { type: "integer" }, odd: { not: DATE } },
    };
    expect(() => reviverOf(schema, ["/properties/at", "/properties/missing"])).toThrow(
      "dates/1: '/properties/missing' is not a subschema of the input schema",
    );
    expect(() => reviverOf(schema, ["/properties/count"])).toThrow(
      "dates/0: '/properties/count' is not a date-time or date string schema, so no Date can be made there",
    );
    expect(() => reviverOf(schema, ["properties/at"])).toThrow("dates/0: 'properties/at' is not a subschema");
    expect(() => reviverOf(schema, ["/properties/odd/not"])).toThrow(
      "dates/0: '/properties/odd/not' is under a keyword arguments are not read through",
    );
  });
});
