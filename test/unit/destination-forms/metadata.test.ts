import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import {
  type EditMeta,
  packMetadata,
  unpackCreateMeta,
  unpackEditMeta,
} from '../../../src/features/destinations/form-metadata.js';
import { en } from '../../translators.js';

const workspace = { teamId: 'T1' };
const edit = (message: string): EditMeta => ({
  form: 'edit',
  kind: 'slack',
  id: 'org_evt_dst_1',
  name: 'AR',
  active: true,
  subscriptions: [{ event: 'invoice.paid', includes: ['line_items'], message }],
});

describe('form metadata', () => {
  it('stays in private_metadata when it fits', async () => {
    const stores = { keyv: new Keyv() };
    const meta = edit('short');
    const packed = await packMetadata(stores, workspace, meta);
    expect(JSON.parse(packed)).toEqual(meta);
    expect(await unpackEditMeta(stores, workspace, packed, en)).toEqual(meta);
  });

  it('goes to a short-lived draft in the store when larger than 3000 characters', async () => {
    const stores = { keyv: new Keyv() };
    const meta = edit('m'.repeat(3500));
    const packed = await packMetadata(stores, workspace, meta);
    expect(packed.length).toBeLessThan(100);
    expect(await unpackEditMeta(stores, workspace, packed, en)).toEqual(meta);
    await expect(unpackEditMeta(stores, { teamId: 'T2' }, packed, en)).rejects.toThrow('expired');
    await expect(unpackEditMeta({ keyv: new Keyv() }, workspace, packed, en)).rejects.toThrow(
      'expired',
    );
  });

  it('refuses metadata of another form or that is not ours', async () => {
    const stores = { keyv: new Keyv() };
    const packed = await packMetadata(stores, workspace, { form: 'create', kind: 'webhook' });
    await expect(unpackEditMeta(stores, workspace, packed, en)).rejects.toThrow('expired');
    expect(await unpackCreateMeta(stores, workspace, packed, en)).toEqual({
      form: 'create',
      kind: 'webhook',
    });
    await expect(unpackCreateMeta(stores, workspace, 'not json', en)).rejects.toThrow('expired');
  });
});
