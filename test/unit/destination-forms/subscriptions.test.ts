import { describe, expect, it } from 'vitest';
import {
  buildSubscriptions,
  includePairsOf,
  includesFor,
  planEdit,
  sharedMessage,
  specOf,
} from '../../../src/features/destinations/subscriptions.js';
import {
  type SubscriptionSpec,
  toInput,
} from '../../../src/features/shared/destinations/subscriptions.js';

const created: SubscriptionSpec = {
  event: 'invoice.created',
  includes: ['line_items', 'taxes'],
  message: 'New {{number}}',
};
const paid: SubscriptionSpec = {
  event: 'invoice.paid',
  includes: ['line_items'],
  message: 'Paid {{number}}',
};
const contract: SubscriptionSpec = {
  event: 'contract.updated',
  includes: ['parties'],
  message: null,
};
const receipt: SubscriptionSpec = { event: 'receipt.created', includes: null, message: null };
const original = [created, paid, contract, receipt];

function edit(over: Partial<Parameters<typeof planEdit>[0]>) {
  return planEdit({
    original,
    current: original,
    events: original.map((s) => s.event),
    includes: includePairsOf(original),
    message: sharedMessage(original),
    ...over,
  });
}

describe('building subscriptions', () => {
  it('gives each event the includes of its own subject and the message', () => {
    expect(
      buildSubscriptions(
        ['invoice.paid', 'project.member.created', 'receipt.created'],
        ['invoice:taxes', 'project.member:user', 'contract:parties'],
        'Hi {{event}}',
      ),
    ).toEqual([
      { event: 'invoice.paid', includes: ['taxes'], message: 'Hi {{event}}' },
      { event: 'project.member.created', includes: ['user'], message: 'Hi {{event}}' },
      { event: 'receipt.created', includes: null, message: 'Hi {{event}}' },
    ]);
    expect(buildSubscriptions(['invoice.paid'], [], '  ')).toEqual([
      { event: 'invoice.paid', includes: null, message: null },
    ]);
  });

  it('does not confuse project with project.member', () => {
    expect(includesFor('project.created', ['project.member:user', 'project:owner'])).toEqual([
      'owner',
    ]);
  });

  it('sends includes only when there were some, and config null without a message', () => {
    expect(toInput(receipt)).toEqual({ event: 'receipt.created', config: null });
    expect(toInput({ event: 'invoice.paid', includes: [], message: 'x' })).toEqual({
      event: 'invoice.paid',
      includes: [],
      config: { message: 'x' },
    });
  });

  it('reads a subscription whatever config shape the API used', () => {
    expect(specOf({ event: 'a.b', includes: null, config: { message: '' } })).toEqual({
      event: 'a.b',
      includes: null,
      message: null,
    });
    expect(specOf({ event: 'a.b', includes: ['x'], config: { message: 'm' } }).message).toBe('m');
  });

  it('shares a message only when every subscription has the same one', () => {
    expect(sharedMessage([created, paid])).toBe('');
    expect(sharedMessage([paid, { ...receipt, message: 'Paid {{number}}' }])).toBe(
      'Paid {{number}}',
    );
    expect(includePairsOf(original)).toEqual([
      'invoice:line_items',
      'invoice:taxes',
      'contract:parties',
    ]);
  });
});

describe('planning an edit', () => {
  it('adds and removes events and sends every other subscription exactly as it was', () => {
    const plan = edit({
      events: ['invoice.created', 'invoice.paid', 'receipt.created', 'proposal.accepted'],
    });
    expect(plan.added).toEqual(['proposal.accepted']);
    expect(plan.removed).toEqual(['contract.updated']);
    expect(plan.modified).toEqual([]);
    expect(plan.unchanged).toEqual(['invoice.created', 'invoice.paid', 'receipt.created']);
    expect(plan.next).toEqual([
      created,
      paid,
      receipt,
      { event: 'proposal.accepted', includes: null, message: null },
    ]);
  });

  it('changes includes only for the subject whose picks changed', () => {
    const plan = edit({
      includes: ['invoice:line_items', 'contract:parties', 'contract:chapters'],
    });
    expect(plan.modified).toEqual(['invoice.created', 'contract.updated']);
    expect(plan.next).toEqual([
      { ...created, includes: ['line_items'] },
      paid,
      { ...contract, includes: ['parties', 'chapters'] },
      receipt,
    ]);
  });

  it('a typed template replaces every message; clearing a shared one removes it', () => {
    expect(edit({ message: 'All {{number}}' }).next.map((s) => s.message)).toEqual([
      'All {{number}}',
      'All {{number}}',
      'All {{number}}',
      'All {{number}}',
    ]);
    const same = original.map((s) => ({ ...s, message: 'Same' }));
    const cleared = planEdit({
      original: same,
      current: same,
      events: same.map((s) => s.event),
      includes: includePairsOf(same),
      message: '',
    });
    expect(cleared.next.every((s) => s.message === null)).toBe(true);
    expect(cleared.modified).toHaveLength(4);
  });

  it('new events get the form includes and template of their subject', () => {
    const plan = edit({ events: [...original.map((s) => s.event), 'invoice.updated'] });
    expect(plan.next.at(-1)).toEqual({
      event: 'invoice.updated',
      includes: ['line_items', 'taxes'],
      message: null,
    });
  });

  it('keeps what Enlivy holds now: a subscription added meanwhile survives, a changed one is not reverted', () => {
    const current = [
      { ...created, message: 'Changed elsewhere' },
      paid,
      contract,
      receipt,
      {
        event: 'payslip.created',
        includes: ['sender_user'],
        message: null,
      },
    ];
    const plan = edit({ current, events: ['invoice.created', 'invoice.paid', 'contract.updated'] });
    expect(plan.removed).toEqual(['receipt.created']);
    expect(plan.next.map((s) => s.event)).toEqual([
      'invoice.created',
      'invoice.paid',
      'contract.updated',
      'payslip.created',
    ]);
    expect(plan.next[0]?.message).toBe('Changed elsewhere');
  });

  it('an untouched form changes nothing', () => {
    const plan = edit({});
    expect(plan.added).toEqual([]);
    expect(plan.removed).toEqual([]);
    expect(plan.modified).toEqual([]);
    expect(plan.next).toEqual(original);
  });
});
