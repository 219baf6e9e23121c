import type { BenchSchema } from "./types.js";

/** A type that refers to itself, `interface Section { children?: Section[] }`, through `$defs`. */
export const recursive: BenchSchema = {
  tool: "docs.write_outline",
  shape: "recursive",
  schema: {
    type: "object",
    properties: {
      title: { type: "string", minLength: 1 },
      sections: { type: "array", items: { $ref: "#/$defs/Section" } },
    },
    required: ["title", "sections"],
    additionalProperties: false,
    $defs: {
      Section: {
        type: "object",
        description: "A heading with optional body text and subsections",
        properties: {
          heading: { type: "string", minLength: 1, maxLength: 120 },
          body: { type: "string" },
          level: { type: "integer", minimum: 1, maximum: 6 },
          children: { type: "array", items: { $ref: "#/$defs/Section" } },
        },
        required: ["heading"],
        additionalProperties: false,
      },
    },
  },
  valid: [
    { title: "Empty", sections: [] },
    {
      title: "Release notes",
      sections: [
        { heading: "Features", children: [{ heading: "Watch mode", body: "Regenerates on save." }] },
        { heading: "Fixes", level: 2 },
      ],
    },
    {
      title: "Handbook",
      sections: [
        {
          heading: "Getting started",
          level: 1,
          children: [
            { heading: "Install", body: "npm i gen-tools", children: [{ heading: "Node versions", level: 3 }] },
            {
              heading: "First tool",
              children: [
                {
                  heading: "Declare",
                  children: [
                    { heading: "JSDoc", level: 4 },
                    { heading: "Decorators", level: 4 },
                  ],
                },
                { heading: "Generate" },
              ],
            },
          ],
        },
        { heading: "Reference", children: [{ heading: "CLI" }, { heading: "Runtime" }] },
      ],
    },
  ],
  invalid: [
    { title: "Release notes", sections: [{ heading: "Features", children: [{ heading: "" }] }] },
    {
      title: "Handbook",
      sections: [
        { heading: "Getting started", children: [{ heading: "Install", children: [{ heading: "Deep", level: 9 }] }] },
        { heading: "Reference", children: [{ title: "CLI" }] },
      ],
    },
    { title: "", sections: [{ heading: "Intro", body: 3, children: {} }] },
    { sections: [{ heading: "Orphan", extra: true }] },
  ],
};
