import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { BenchSchema } from "./types.js";

const address: JsonSchemaObject = {
  type: "object",
  properties: {
    street: { type: "string", minLength: 1 },
    city: { type: "string", minLength: 1 },
    zip: { type: "string", pattern: "^[0-9]{5}(-[0-9]{4})?$" },
    country: { type: "string", pattern: "^[A-Z]{2}$", description: "ISO 3166-1 alpha-2" },
  },
  required: ["street", "city", "country"],
  additionalProperties: false,
};

/** Objects in objects, an array of objects with arrays inside, and patterns on strings. */
export const nested: BenchSchema = {
  tool: "orders.create_order",
  shape: "nested",
  schema: {
    type: "object",
    properties: {
      customer: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, maxLength: 200 },
          email: { type: "string", pattern: "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$" },
          phone: { type: "string", pattern: "^\\+?[0-9 ]{7,15}$" },
        },
        required: ["name", "email"],
        additionalProperties: false,
      },
      shipping: address,
      items: {
        type: "array",
        minItems: 1,
        maxItems: 50,
        items: {
          type: "object",
          properties: {
            sku: { type: "string", pattern: "^[A-Z]{3}-[0-9]{4}$" },
            quantity: { type: "integer", minimum: 1, maximum: 999 },
            options: { type: "array", items: { type: "string", maxLength: 40 }, maxItems: 5 },
          },
          required: ["sku", "quantity"],
          additionalProperties: false,
        },
      },
      notes: { type: "string", maxLength: 500 },
      express: { type: "boolean" },
    },
    required: ["customer", "shipping", "items"],
    additionalProperties: false,
  },
  valid: [
    {
      customer: { name: "Ada Lovelace", email: "ada@example.org" },
      shipping: { street: "12 St James's Square", city: "London", country: "GB" },
      items: [{ sku: "BOK-0001", quantity: 1 }],
    },
    {
      customer: { name: "Grace Hopper", email: "grace@navy.mil", phone: "+1 202 555 0100" },
      shipping: { street: "1 Main St", city: "Arlington", zip: "22201-1234", country: "US" },
      items: [
        { sku: "CAB-1200", quantity: 3, options: ["red", "gift wrap"] },
        { sku: "KEY-0042", quantity: 12 },
        { sku: "MUG-7777", quantity: 2, options: ["large"] },
      ],
      notes: "Leave at the front desk",
      express: true,
    },
    {
      customer: { name: "Alan Turing", email: "alan@bletchley.uk" },
      shipping: { street: "Bletchley Park", city: "Milton Keynes", zip: "90210", country: "GB" },
      items: [
        { sku: "ENG-1936", quantity: 1, options: [] },
        { sku: "TAP-0001", quantity: 999, options: ["a", "b", "c", "d", "e"] },
      ],
      express: false,
    },
  ],
  invalid: [
    {
      customer: { name: "Ada Lovelace", email: "not an email" },
      shipping: { street: "12 St James's Square", city: "London", country: "gb" },
      items: [{ sku: "BOK-0001", quantity: 1 }],
    },
    {
      customer: { name: "Grace Hopper", email: "grace@navy.mil" },
      shipping: { street: "1 Main St", city: "Arlington", zip: "2220", country: "US" },
      items: [
        { sku: "CAB-1200", quantity: 0 },
        { sku: "key-42", quantity: 2.5, options: ["x", 7] },
      ],
    },
    {
      customer: { email: "alan@bletchley.uk", nickname: "Prof" },
      shipping: { city: "Milton Keynes", country: "GB" },
      items: [],
      express: "no",
    },
    {
      customer: { name: "Edsger Dijkstra", email: "ewd@utexas.edu" },
      shipping: { street: "Taylor Hall", city: "Austin", country: "US" },
      items: [{ sku: "GOT-0000", quantity: 1, options: ["a", "b", "c", "d", "e", "f"] }],
      notes: 42,
    },
  ],
};
