import { describe, expect, it } from 'vitest';
import type { Destination } from '../../../src/enlivy/index.js';
import { resolveDestination } from '../../../src/features/shared/destinations/resolve.js';
import { AppError } from '../../../src/platform/app-error.js';
import { en } from '../../translators.js';

function destination(id: string, name: string): Destination {
  return {
    id,
    name,
    type: 'webhook',
    is_active: true,
    destination_url: 'https://x.test',
    config: null,
  } as Destination;
}

const all = [
  destination('org_evt_dst_1', 'AR alerts'),
  destination('org_evt_dst_2', 'AR archive'),
  destination('org_evt_dst_3', 'Payroll'),
  destination('org_evt_dst_4', 'payroll'),
];

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('resolveDestination', () => {
  it('resolves by id, exact name in any case, and unique prefix', () => {
    expect(resolveDestination({ query: 'org_evt_dst_2', destinations: all }, en).id).toBe(
      'org_evt_dst_2',
    );
    expect(resolveDestination({ query: 'ar ALERTS', destinations: all }, en).id).toBe(
      'org_evt_dst_1',
    );
    expect(resolveDestination({ query: 'AR al', destinations: all }, en).id).toBe('org_evt_dst_1');
  });

  it('lists the candidates when a name is ambiguous', () => {
    const err = failure(() => resolveDestination({ query: 'AR', destinations: all }, en));
    expect(err.code).toBe('ambiguous');
    expect(err.details.candidates).toEqual([
      'AR alerts (org_evt_dst_1)',
      'AR archive (org_evt_dst_2)',
    ]);
    expect(
      failure(() => resolveDestination({ query: 'payroll', destinations: all }, en)).code,
    ).toBe('ambiguous');
  });

  it('says so when nothing matches', () => {
    const err = failure(() => resolveDestination({ query: 'Sales', destinations: all }, en));
    expect(err.code).toBe('not_found');
    expect(err.message).toContain('Sales');
  });

  it('without a name, takes the only destination of the channel', () => {
    expect(
      resolveDestination(
        {
          query: '',
          destinations: all,
          channelDestinationIds: new Set(['org_evt_dst_3']),
        },
        en,
      ).id,
    ).toBe('org_evt_dst_3');
    expect(
      failure(() =>
        resolveDestination(
          {
            query: undefined,
            destinations: all,
            channelDestinationIds: new Set(),
          },
          en,
        ),
      ).code,
    ).toBe('bad_input');
    const several = failure(() =>
      resolveDestination(
        {
          query: ' ',
          destinations: all,
          channelDestinationIds: new Set(['org_evt_dst_1', 'org_evt_dst_2']),
        },
        en,
      ),
    );
    expect(several.details.candidates).toHaveLength(2);
  });
});
