import type { BenchSchema } from "./types.js";

/** Scalars only, as most tools are: `getForecast(city, days, unit?, includeHourly?, minTemp?)`. */
export const flat: BenchSchema = {
  tool: "weather.get_forecast",
  shape: "flat",
  schema: {
    type: "object",
    properties: {
      city: { type: "string", minLength: 1, maxLength: 100, description: "City name, as a person writes it" },
      days: { type: "integer", minimum: 1, maximum: 14, description: "How many days ahead" },
      unit: { type: "string", enum: ["celsius", "fahrenheit"], default: "celsius" },
      includeHourly: { type: "boolean", default: false },
      minTemp: { type: "number", description: "Only report days warmer than this" },
    },
    required: ["city", "days"],
    additionalProperties: false,
  },
  valid: [
    { city: "Lyon", days: 3 },
    { city: "San Francisco", days: 7, unit: "fahrenheit" },
    { city: "Oslo", days: 14, unit: "celsius", includeHourly: true, minTemp: -4.5 },
    { city: "Kyoto", days: 1, includeHourly: false },
  ],
  invalid: [
    { city: "Lyon", days: "3" },
    { city: "", days: 0, unit: "kelvin" },
    { days: 3.5, includeHourly: "yes" },
    { city: "Oslo", days: 2, hourly: true },
  ],
};
