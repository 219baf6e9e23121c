/** Units of length the converter knows. */
export enum LengthUnit {
  Millimeter = "mm",
  Centimeter = "cm",
  Meter = "m",
  Kilometer = "km",
  Inch = "in",
  Foot = "ft",
  Yard = "yd",
  Mile = "mi",
}

const METERS_PER_UNIT: Record<LengthUnit, number> = {
  [LengthUnit.Millimeter]: 0.001,
  [LengthUnit.Centimeter]: 0.01,
  [LengthUnit.Meter]: 1,
  [LengthUnit.Kilometer]: 1000,
  [LengthUnit.Inch]: 0.0254,
  [LengthUnit.Foot]: 0.3048,
  [LengthUnit.Yard]: 0.9144,
  [LengthUnit.Mile]: 1609.344,
};

/** `value` in `from`, expressed in `to`, rounded to `digits` decimal places. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(((value * METERS_PER_UNIT[from]) / METERS_PER_UNIT[to]) * factor) / factor;
}
