import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonEn } from '../../../src/core/copy/en.js';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { OAUTH_EXPIRED } from '../../../src/core/oauth/refresh.js';
import { path as enlivyPath } from '../../../src/enlivy/query.js';
import { decodeInvoiceAction } from '../../../src/features/shared/invoices/values.js';
import { AppError } from '../../../src/platform/app-error.js';
import { corrupt } from '../../../src/store/records.js';
import { en, ro } from '../../translators.js';

/**
 * Errors thrown where the reader is unknown (the store, the Enlivy client, access checks) name
 * `common` catalog keys; `toUserError` says them in the reader's language.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every `copy: { message: '…', hint: '…' }` key written in src. */
function copyKeys(): string[] {
  const keys: string[] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/copy:\s*\{\s*message:\s*'([^']+)'(?:,\s*hint:\s*'([^']+)')?/g)) {
      keys.push(...[m[1], m[2]].filter((k): k is string => k !== undefined));
    }
  }
  return keys;
}

describe('errors said by catalog key', () => {
  it('name keys the common catalog has', () => {
    const keys = [...copyKeys(), OAUTH_EXPIRED.message, OAUTH_EXPIRED.hint];
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !Object.hasOwn(commonEn, key))).toEqual([]);
  });

  it('reach a Romanian reader in Romanian, an English one as before', () => {
    let invalid: unknown;
    try {
      enlivyPath`/organizations/${'../x'}`;
    } catch (err) {
      invalid = err;
    }
    const ro1 = toUserError(invalid, 'E-1', ro);
    expect(ro1.message).toBe('Aceasta nu numește o înregistrare Enlivy validă.');
    expect(ro1.hint).toContain('Nu s-a trimis nimic către Enlivy.');
    expect(toUserError(invalid, 'E-1', en).message).toBe(
      'This does not name a valid Enlivy record.',
    );
    let stale: unknown;
    try {
      decodeInvoiceAction('not json');
    } catch (err) {
      stale = err;
    }
    expect(toUserError(stale, 'E-1', ro)).toMatchObject({
      message: 'Acest buton este dintr-o versiune mai veche a aplicației.',
      hint: 'Rulează din nou comanda ca să primești o versiune nouă.',
    });
    expect(toUserError(stale, 'E-1', en).message).toBe(
      'This button is from an older version of the app.',
    );
    expect(toUserError(corrupt('roles', new Error('x')), 'E-1', ro).message).toBe(
      'Setările salvate ale acestui workspace nu au putut fi citite.',
    );
  });

  it('say a refused role with both roles in the reader’s words', () => {
    const refused = new AppError('forbidden_role', 'x', {
      requiredRole: 'admin',
      currentRole: 'viewer',
      subject: '`/enlivy delete`',
    });
    expect(toUserError(refused, 'E-1', ro).message).toBe(
      '`/enlivy delete` cere rolul de administrator; tu ești cititor.',
    );
    expect(toUserError(refused, 'E-1', en).message).toBe(
      '`/enlivy delete` needs the admin role; you are viewer.',
    );
    const guest = new AppError('forbidden_role', 'x', {
      requiredRole: 'editor',
      currentRole: 'viewer',
      refusal: 'external',
    });
    const said = toUserError(guest, 'E-1', ro);
    expect(said.message).toContain(
      'Aceasta cere rolul de editor. Ești dintr-un alt workspace Slack',
    );
    expect(said.hint).toBe(
      'Cere-i unui membru al acestui workspace care este administrator Enlivy să o facă în locul tău.',
    );
  });

  it('add that a write may still land, in the reader’s language', () => {
    const unknown = new AppError('outcome_unknown', 'Nu se știe dacă s-a aplicat.', {
      mayStillLand: true,
    });
    expect(toUserError(unknown, 'E-1', ro).message).toBe(
      'Nu se știe dacă s-a aplicat. Enlivy nu a aplicat-o până acum.',
    );
  });
});
