import { describe, expect, it } from 'vitest';
import {
  EVENT_GROUPS,
  EVENT_NAMES,
  eventSubject,
  INCLUDES_BY_SUBJECT,
  includesForEvent,
  isCatalogEvent,
  isEventName,
} from '../../../src/enlivy/events.js';

describe('event catalog', () => {
  it('holds the 77 names of the SDK enum, each once', () => {
    expect(EVENT_NAMES).toHaveLength(77);
    expect(new Set(EVENT_NAMES).size).toBe(77);
    expect(EVENT_NAMES.every(isEventName)).toBe(true);
  });

  it('has the four CRUD actions for the 15 full subjects', () => {
    const full = [
      'bank_account',
      'bank_transaction',
      'invoice',
      'payslip',
      'receipt',
      'user',
      'contract',
      'billing_schedule',
      'playbook',
      'project',
      'prospect',
      'prospect_activity',
      'billing_package',
      'proposal',
      'contract_signature',
    ];
    for (const subject of full) {
      for (const action of ['created', 'updated', 'deleted', 'restored']) {
        expect(isCatalogEvent(`${subject}.${action}`), `${subject}.${action}`).toBe(true);
      }
    }
  });

  it('has the extra names and no product.restored', () => {
    for (const name of [
      'invoice.paid',
      'contract.all_parties_signed',
      'network_exchange.updated',
      'billing_scheduled_payment.created',
      'project.member.deleted',
      'proposal.viewed',
      'product.deleted',
    ]) {
      expect(isCatalogEvent(name), name).toBe(true);
    }
    expect(isCatalogEvent('product.restored')).toBe(false);
  });

  it('groups every name under the subject it starts with', () => {
    for (const group of EVENT_GROUPS) {
      for (const name of group.events) expect(eventSubject(name)).toBe(group.subject);
    }
  });
});

describe('isEventName', () => {
  it.each(['invoice.paid', 'project.member.created', 'helpdesk_conversation.assigned', 'a1.b_2'])(
    'accepts %s',
    (name) => expect(isEventName(name)).toBe(true),
  );

  it.each([
    'invoice',
    'Invoice.paid',
    'invoice.',
    '.paid',
    'a.b.c.d',
    'invoice paid',
    'invoice-x.paid',
    '',
  ])('refuses %j', (name) => expect(isEventName(name)).toBe(false));
});

describe('includes', () => {
  it('knows the confirmed names for invoice, contract and prospect_activity', () => {
    expect(includesForEvent('invoice.paid')).toEqual([
      'line_items',
      'taxes',
      'receiver_user',
      'sender_user',
    ]);
    expect(includesForEvent('contract.updated')).toEqual(['parties', 'chapters']);
    expect(includesForEvent('prospect_activity.created')).toEqual(['organization_prospect']);
    expect(INCLUDES_BY_SUBJECT.invoice?.confirmed).toBe(true);
    expect(INCLUDES_BY_SUBJECT.receipt?.confirmed).toBe(false);
  });

  it('is empty for subjects without known includes', () => {
    expect(includesForEvent('project.member.created')).toEqual([]);
    expect(includesForEvent('unknown.thing')).toEqual([]);
  });
});
