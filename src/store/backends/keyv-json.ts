import { KeyvJsonSerializer, type KeyvSerializationAdapter } from 'keyv';

/**
 * keyv's own text format, read without its per-value reviver where the text holds nothing for
 * it to undo. keyv writes a string that starts with `:` as `::…`, a Buffer as `:base64:…` and a
 * BigInt as `:bigint:…`; its parse runs a reviver on every value of every record read, several
 * times the cost of `JSON.parse` alone (6 µs against 1.5 µs for a connection record). Such a
 * value always starts a JSON string with `":` right after `:`, `,` or `[` (or at the start), with
 * at most whitespace between: a text without that pattern holds none, and `JSON.parse` reads it
 * exactly as keyv would. Any other text goes through keyv's parse. Writes are keyv's own.
 */
const MAY_HOLD_TAGGED_VALUE = /(?:^|[:,[])\s*":/;

const keyvFormat = new KeyvJsonSerializer();

export const keyvJson: KeyvSerializationAdapter = {
  stringify: (value) => keyvFormat.stringify(value),
  parse: <T>(text: string): T =>
    MAY_HOLD_TAGGED_VALUE.test(text) ? keyvFormat.parse<T>(text) : (JSON.parse(text) as T),
};
