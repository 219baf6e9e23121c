import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolManifest } from "../../src/manifest.js";
import { expectMeaning } from "./meaning.js";

/**
 * The converter fixtures' golden manifests, checked for meaning: sample arguments each schema must
 * accept and refuse, run through the runtime validator. (The golden runner checks the text.)
 */
const FIXTURES = resolve(import.meta.dirname, "../../fixtures");

type Samples = Record<string, { valid: unknown[]; invalid: unknown[] }>;

const SAMPLES: Record<string, Samples> = {
  "types-primitives": {
    primitives: {
      valid: [
        {
          text: "",
          amount: 1.5,
          enabled: false,
          nothing: null,
          bag: {},
          anything: [1],
          whatever: "x",
        },
      ],
      invalid: [
        {
          text: 1,
          amount: 1,
          enabled: false,
          nothing: null,
          bag: {},
          anything: 1,
          whatever: 1,
        },
        {
          text: "",
          amount: "1",
          enabled: false,
          nothing: null,
          bag: {},
          anything: 1,
          whatever: 1,
        },
        {
          text: "",
          amount: 1,
          enabled: false,
          nothing: null,
          bag: [],
          anything: 1,
          whatever: 1,
        },
      ],
    },
    literals: {
      valid: [
        {
          version: 2,
          mode: "safe",
          answer: true,
          mixed: 0,
          unit: "kelvin",
          onlyText: "t",
        },
      ],
      invalid: [
        {
          version: 3,
          mode: "safe",
          answer: true,
          mixed: 0,
          unit: "kelvin",
          onlyText: "t",
        },
        {
          version: 2,
          mode: "SAFE",
          answer: true,
          mixed: 0,
          unit: "kelvin",
          onlyText: "t",
        },
        {
          version: 2,
          mode: "safe",
          answer: true,
          mixed: true,
          unit: "kelvin",
          onlyText: "t",
        },
      ],
    },
    enums: {
      valid: [{ color: "green", level: 5, flag: 1, red: "red" }],
      invalid: [
        { color: "Green", level: 5, flag: 1, red: "red" },
        { color: "green", level: 2, flag: 1, red: "red" },
        { color: "green", level: 5, flag: 1, red: "blue" },
      ],
    },
  },
  "types-objects": {
    objects: {
      valid: [
        {
          to: { street: "s", city: "c" },
          position: { lat: 1, lon: 2 },
          counts: { a: 1 },
          limits: { cpu: 1, memory: 2 },
          extra: { id: "1", more: "x" },
          byPage: { "1": "a", "2": "b" },
          headers: { "x-trace": "t" },
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "exact" },
        },
      ],
      invalid: [
        {
          to: { street: "s" },
          position: { lat: 1, lon: 2 },
          counts: {},
          limits: { cpu: 1, memory: 2 },
          extra: { id: "1" },
          byPage: {},
          headers: {},
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "fast" },
        },
        {
          to: { street: "s", city: "c" },
          position: { lat: 1, lon: 2 },
          counts: {},
          limits: { cpu: 1 },
          extra: { id: "1" },
          byPage: {},
          headers: {},
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "fast" },
        },
        {
          to: { street: "s", city: "c" },
          position: { lat: 1, lon: 2 },
          counts: {},
          limits: { cpu: 1, memory: 2 },
          extra: { id: "1" },
          byPage: {},
          headers: {},
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "fast", cache: {} },
        },
        {
          to: { street: "s", city: "c" },
          position: { lat: 1, lon: 2 },
          counts: {},
          limits: { cpu: 1, memory: 2 },
          extra: { id: "1" },
          byPage: { first: "a" },
          headers: {},
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "exact" },
        },
        {
          to: { street: "s", city: "c" },
          position: { lat: 1, lon: 2 },
          counts: {},
          limits: { cpu: 1, memory: 2 },
          extra: { id: "1" },
          byPage: {},
          headers: { trace: "t" },
          person: { name: "n", email: "e" },
          id: "u1",
          options: { query: "q", limit: 10, mode: "exact" },
        },
      ],
    },
  },
  "types-arrays-tuples": {
    collections: {
      valid: [
        {
          names: [],
          scores: [1],
          frozen: [true],
          maybe: [null, "a"],
          pair: ["a", 1],
          point: [1, 2],
          path: ["a", 1, 2],
          none: [],
        },
      ],
      invalid: [
        {
          names: [],
          scores: [1],
          frozen: [true],
          maybe: [],
          pair: ["a", 1, 2],
          point: [1, 2],
          path: ["a"],
          none: [],
        },
        {
          names: [],
          scores: [1],
          frozen: [true],
          maybe: [],
          pair: ["a", 1],
          point: [1],
          path: ["a"],
          none: [],
        },
        {
          names: [],
          scores: [1],
          frozen: [true],
          maybe: [],
          pair: ["a", 1],
          point: [1, 2],
          path: ["a", "b"],
          none: [],
        },
      ],
    },
  },
  "types-unions": {
    nullable: {
      valid: [
        {
          name: null,
          id: "x",
          at: { x: 1, y: 2 },
          side: null,
          unit: "celsius",
          level: "low",
          label: null,
        },
      ],
      invalid: [
        { id: 1, at: null, side: null, unit: null },
        { name: null, id: 1, at: { x: 1 }, side: null, unit: null },
        { name: null, id: 1, at: null, side: "up", unit: null },
      ],
    },
    handle_event: {
      valid: [{ event: { type: "click", x: 1, y: 2 } }, { event: { type: "key", key: "k", shift: true } }],
      invalid: [{ event: { type: "click", key: "k" } }, { event: { type: "key" } }],
    },
  },
  "types-mapped": {
    utilities: {
      valid: [
        {
          patch: {},
          full: { id: "1", name: "n", email: "e", age: 1 },
          contact: { id: "1", email: "e" },
          profile: { id: "1" },
          frozen: { id: "1", email: "e" },
          editable: { id: "1", email: "e" },
        },
      ],
      invalid: [
        {
          patch: {},
          full: { id: "1", email: "e" },
          contact: { id: "1", email: "e" },
          profile: { id: "1" },
          frozen: { id: "1", email: "e" },
          editable: { id: "1", email: "e" },
        },
        {
          patch: {},
          full: { id: "1", name: "n", email: "e", age: 1 },
          contact: { id: "1", email: "e", name: "n" },
          profile: { id: "1" },
          frozen: { id: "1", email: "e" },
          editable: { id: "1", email: "e" },
        },
        {
          patch: {},
          full: { id: "1", name: "n", email: "e", age: 1 },
          contact: { id: "1", email: "e" },
          profile: { id: "1", email: "e" },
          frozen: { id: "1", email: "e" },
          editable: { id: "1", email: "e" },
        },
      ],
    },
    over_union: {
      valid: [
        {
          omitted: { kind: "circle" },
          picked: { kind: "square", color: "red" },
        },
      ],
      invalid: [
        {
          omitted: { kind: "circle", radius: 1 },
          picked: { kind: "square", color: "red" },
        },
      ],
    },
    distributed: {
      valid: [{ shape: { kind: "circle", radius: 1 } }, { shape: { kind: "square", side: 1 } }],
      invalid: [{ shape: { kind: "circle", radius: 1, color: "red" } }, { shape: { kind: "square", radius: 1 } }],
    },
  },
  "types-generics": {
    generics: {
      valid: [
        {
          text: { value: "t" },
          entry: { first: "a", second: 1 },
          list: { value: [] },
          nested: { value: { value: "x" } },
          table: { value: { a: 1 } },
          maybe: null,
        },
      ],
      invalid: [
        {
          text: { value: 1 },
          entry: { first: "a", second: 1 },
          list: { value: [] },
          nested: { value: { value: "x" } },
          table: { value: {} },
          maybe: null,
        },
        {
          text: { value: "t" },
          entry: { first: "a", second: 1 },
          list: { value: [] },
          nested: { value: { value: "z" } },
          table: { value: {} },
          maybe: null,
        },
      ],
    },
  },
  "types-recursive": {
    walk: {
      valid: [
        {
          tree: { label: "r", children: [{ label: "c", children: [] }] },
          employee: {
            name: "e",
            department: {
              name: "d",
              head: { name: "h", department: { name: "d" } },
            },
          },
          document: { a: [1, { b: null }] },
        },
      ],
      invalid: [
        {
          tree: { label: "r", children: [{ label: "c" }] },
          employee: { name: "e", department: { name: "d" } },
          document: 1,
        },
      ],
    },
  },
  "types-name-clash": {
    ship: {
      valid: [{ to: { street: "s", city: "c" } }],
      invalid: [{ to: { iban: "i", holder: "h" } }],
    },
    checkout: {
      valid: [
        {
          billing: { iban: "i", holder: "h" },
          shipping: { street: "s", city: "c" },
        },
      ],
      invalid: [
        {
          billing: { street: "s", city: "c" },
          shipping: { street: "s", city: "c" },
        },
      ],
    },
  },
  "types-defaults": {
    forecast: {
      valid: [{ city: "Oslo" }, { city: "Oslo", unit: "fahrenheit", tags: [] }],
      invalid: [{}, { city: "Oslo", unit: "kelvin" }],
    },
    forecast_object: {
      valid: [{ city: "Oslo" }],
      invalid: [{ days: 1 }, { city: "Oslo", extra: 1 }],
    },
  },
  "types-template-date": {
    lookup: {
      valid: [
        {
          user: "user_42",
          file: "a.json",
          version: "v1.2",
          mail: "a@b",
          key: "API_KEY",
          since: "2024-05-01T10:00:00Z",
        },
      ],
      invalid: [
        {
          user: "user_x",
          file: "a.json",
          version: "v1.2",
          mail: "a@b",
          key: "API_KEY",
          since: "2024",
        },
        {
          user: "user_1",
          file: "a.txt",
          version: "v1.2",
          mail: "a@b",
          key: "API_KEY",
          since: "2024",
        },
        {
          user: "user_1",
          file: "a.json",
          version: "v1",
          mail: "a@b",
          key: "API_KEY",
          since: "2024",
        },
      ],
    },
  },
  "types-tags": {
    tagged: {
      valid: [
        {
          name: "Ada",
          count: 2,
          email: null,
          slug: "a-b",
          query: { page: 1, tags: ["x"] },
        },
      ],
      invalid: [
        {
          name: "Al",
          count: 2,
          email: null,
          slug: "a-b",
          query: { page: 1, tags: ["x"] },
        },
        {
          name: "Ada",
          count: 2.5,
          email: null,
          slug: "a-b",
          query: { page: 1, tags: ["x"] },
        },
        {
          name: "Ada",
          count: 2,
          email: null,
          slug: "A B",
          query: { page: 1, tags: ["x"] },
        },
        {
          name: "Ada",
          count: 2,
          email: null,
          slug: "a",
          query: { page: 1, tags: ["x", "x"] },
        },
      ],
    },
  },
  "jsdoc-properties": {
    create_user: {
      valid: [{ user: { login: "ada", roles: ["dev"], score: 1 } }],
      invalid: [
        { user: { login: "ad", roles: ["dev"], score: 1 } },
        { user: { login: "ada", roles: [], score: 1 } },
        { user: { login: "ada", roles: ["dev"], score: 0 } },
        { user: { login: "ada", roles: ["dev"], score: 1, age: 150 } },
      ],
    },
  },
  "jsdoc-descriptions": {
    described_params: {
      valid: [{ city: "c", days: 1 }],
      invalid: [{ city: "c" }],
    },
    search: { valid: [{ query: "q" }], invalid: [{ limit: 1 }] },
  },
};

describe("converter fixtures mean what they should", () => {
  it.each(Object.keys(SAMPLES))("%s", (fixture) => {
    const file = join(FIXTURES, fixture, "expected", "tools.manifest.json");
    if (!existsSync(file))
      throw new Error(`fixtures/${fixture} has no golden manifest yet (run the golden runner with UPDATE_GOLDEN=1)`);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as ToolManifest;
    const samples = SAMPLES[fixture] as Samples;
    expect(manifest.tools.map((t) => t.name).sort()).toEqual(Object.keys(samples).sort());
    for (const tool of manifest.tools) expectMeaning(tool.inputSchema, samples[tool.name] as Samples[string]);
  });
});
