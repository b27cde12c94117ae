import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from '../../../src/store/crypto.js';

const box = createSecretBox(randomBytes(32));
const TOKEN = '12|abcdefghijklmnopqrstuvwxyz0123456789';

describe('SecretBox (AES-256-GCM)', () => {
  it('seals as v1:<iv>:<tag>:<ciphertext> and opens with the same AAD', () => {
    const sealed = box.seal(TOKEN, 'connection:E:-:T:T1#token');
    const [version, iv, tag, ciphertext] = sealed.split(':');
    expect(version).toBe('v1');
    expect(Buffer.from(iv ?? '', 'base64')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64')).toHaveLength(16);
    expect(ciphertext).toBeTruthy();
    expect(sealed).not.toContain(TOKEN);
    expect(box.open(sealed, 'connection:E:-:T:T1#token')).toBe(TOKEN);
  });

  it('uses a fresh IV for every value', () => {
    expect(box.seal(TOKEN, 'a')).not.toBe(box.seal(TOKEN, 'a'));
  });

  it('refuses another AAD (a value moved to another record)', () => {
    const sealed = box.seal(TOKEN, 'connection:E:-:T:T1#token');
    expect(() => box.open(sealed, 'connection:E:-:T:T2#token')).toThrow(SecretBoxError);
  });

  it('refuses another AAD for a value it has just opened (the kept plaintext is bound to its AAD)', () => {
    const sealed = box.seal(TOKEN, 'connection:E:-:T:T1#token');
    expect(box.open(sealed, 'connection:E:-:T:T1#token')).toBe(TOKEN);
    expect(box.open(sealed, 'connection:E:-:T:T1#token')).toBe(TOKEN);
    expect(() => box.open(sealed, 'connection:E:-:T:T2#token')).toThrow(SecretBoxError);
    expect(box.open(sealed, 'connection:E:-:T:T1#token')).toBe(TOKEN);
  });

  it('opens every value right after more than a thousand others were opened', () => {
    const values = Array.from({ length: 1_200 }, (_, i) => ({
      text: `${TOKEN}${i}`,
      aad: `k${i}`,
    }));
    const sealed = values.map((v) => box.seal(v.text, v.aad));
    for (const [i, v] of values.entries()) expect(box.open(sealed[i] ?? '', v.aad)).toBe(v.text);
    for (const [i, v] of values.entries()) expect(box.open(sealed[i] ?? '', v.aad)).toBe(v.text);
  });

  it('refuses another key', () => {
    const sealed = box.seal(TOKEN, 'k');
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'k')).toThrow(SecretBoxError);
  });

  it('detects tampering and malformed values', () => {
    const sealed = box.seal(TOKEN, 'k');
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[3] = ciphertext.toString('base64');
    expect(() => box.open(parts.join(':'), 'k')).toThrow(SecretBoxError);
    for (const bad of ['', TOKEN, 'v2:a:b:c', 'v1:AAAA:BBBB:CCCC', 'v1:::']) {
      expect(() => box.open(bad, 'k')).toThrow(SecretBoxError);
    }
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });

  it('errors never contain the plaintext', () => {
    try {
      box.open(`${box.seal(TOKEN, 'a')}`, 'b');
    } catch (err) {
      expect(String(err)).not.toContain(TOKEN);
    }
  });
});
