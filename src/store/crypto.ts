import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

/**
 * Secrets at rest: AES-256-GCM, a random 12-byte IV per value, sealed as
 * `v1:<iv b64>:<tag b64>:<ciphertext b64>`. The additional authenticated data is the record key
 * (plus the field name), so a ciphertext copied under another workspace's key fails to open.
 */
export interface SecretBox {
  seal(plaintext: string, aad: string): string;
  /** Throws SecretBoxError when the value is malformed, tampered with, or bound to another key. */
  open(sealed: string, aad: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  // One key object for the box's life: a Buffer key is turned into one on every cipher.
  const secret = createSecretKey(Buffer.from(key));

  return {
    seal(plaintext, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    open: openSealed,
  };

  function openSealed(sealed: string, aad: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed value');
    const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64'));
    if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || ciphertext === undefined) {
      throw new SecretBoxError('Malformed sealed value');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The sealed value does not open with this key and record');
    }
  }
}
