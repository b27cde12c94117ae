import { KeyvJsonSerializer } from 'keyv';
import { describe, expect, it } from 'vitest';
import { keyvJson } from '../../../src/store/backends/keyv-json.js';

const keyvFormat = new KeyvJsonSerializer();

/** Values as the stores hold them: records, and the strings keyv tags (a leading `:`), Buffers, BigInts. */
const VALUES: unknown[] = [
  { value: { v: 1, name: 'Acme', token: 'v1:aaa:bbb:ccc', n: 3, ok: true, none: null } },
  { value: { name: ':tada: launch', tags: [':x', 'y', ':z'], nested: { deep: '::two' } } },
  { value: [':first', 'second'] },
  { value: ':top' },
  { value: 'plain', expires: 1_800_000_000_000 },
  { value: { text: 'a ":b" and \\":c', key: '":' } },
  { value: { ':key': 'value', other: ':value' } },
  { value: { bytes: Buffer.from('secret bytes'), big: 12345678901234567890n } },
  { value: { empty: '', colon: ':', unicode: 'șțăîâ ":' } },
];

describe("the store's keyv text format", () => {
  it('writes what keyv writes, and reads every value back as keyv reads it', async () => {
    for (const value of VALUES) {
      const text = await keyvJson.stringify(value);
      expect(text).toBe(keyvFormat.stringify(value));
      expect(await keyvJson.parse(text), text).toEqual(keyvFormat.parse(text));
    }
  });

  it('reads texts written with whitespace (as a database may give them back) as keyv does', async () => {
    for (const text of [
      '{ "value": "::x" }',
      '{"value": [ "::a",\n "b" ]}',
      '{"value":{"k":\t":base64:c2VjcmV0"}}',
      ' "::bare"',
    ])
      expect(await keyvJson.parse(text), text).toEqual(keyvFormat.parse(text));
  });

  it('reads a record holding no tagged value as plain JSON', async () => {
    const text = keyvFormat.stringify({ value: { v: 1, name: 'Acme', list: ['a', 'b'] } });
    expect(await keyvJson.parse(text)).toEqual({ value: { v: 1, name: 'Acme', list: ['a', 'b'] } });
  });
});
