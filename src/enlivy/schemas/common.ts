import { z } from 'zod';

/** A field that may be missing or null on the wire; always `T | null` after parsing. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

/** A number that Laravel may serialise as a decimal string ("12.50"). */
export const numberish = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?\s*$/, 'expected a number')
    .transform(Number),
]);

/** An object the API may also send JSON-encoded as a string. */
export function jsonDecoded(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
