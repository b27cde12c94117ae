import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  envelopeSchema,
  objectKeyOf,
  signatureMatches,
  subjectOf,
} from '../../../src/features/cards/envelope.js';

const secret = 'whsec_test_0123456789';
const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('delivery signature', () => {
  const body = Buffer.from('{"id":"evt_1","type":"invoice.paid"}');

  it('accepts the lowercase hex HMAC-SHA256 of the exact raw body', () => {
    expect(signatureMatches(body, sign(body.toString()), secret)).toBe(true);
  });

  it('refuses a missing, empty, uppercase, prefixed, truncated or other-key signature', () => {
    const good = sign(body.toString());
    for (const header of [
      undefined,
      '',
      good.toUpperCase(),
      `sha256=${good}`,
      good.slice(0, 63),
      sign('{}'),
    ]) {
      expect(signatureMatches(body, header, secret)).toBe(false);
    }
    expect(signatureMatches(body, good, 'another-secret')).toBe(false);
    // One byte more in the body (a re-serialized JSON) no longer matches.
    expect(signatureMatches(Buffer.concat([body, Buffer.from(' ')]), good, secret)).toBe(false);
  });
});

describe('envelope', () => {
  const valid = {
    id: 'evt_1',
    type: 'project.member.created',
    created_at: '2026-06-12T10:30:00Z',
    data: { id: 'org_prj_1' },
    organization_id: 'org_demo',
  };

  it('needs id, type, created_at, data and organization_id', () => {
    expect(envelopeSchema.safeParse(valid).success).toBe(true);
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _gone, ...rest } = valid;
      expect(envelopeSchema.safeParse(rest).success).toBe(false);
    }
    expect(envelopeSchema.safeParse({ ...valid, data: [] }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...valid, created_at: 'yesterday' }).success).toBe(false);
  });

  it('knows the subject and the object of an event', () => {
    expect(subjectOf('project.member.created')).toBe('project.member');
    expect(objectKeyOf(envelopeSchema.parse(valid))).toBe('project.member:org_prj_1');
    expect(objectKeyOf(envelopeSchema.parse({ ...valid, data: {} }))).toBeUndefined();
  });
});
