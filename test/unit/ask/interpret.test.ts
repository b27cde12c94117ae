import { describe, expect, it } from 'vitest';
import { interpret } from '../../../src/features/ask/interpret.js';
import { withoutBroadcasts } from '../../../src/features/ask/views/safe-text.js';

describe('the embedded interpreter', () => {
  it.each([
    ['pause Accounting sync for 2 hours', 'pause', ['Accounting', 'sync', 'for', '2', 'hours']],
    ['/enlivy resume "Old ERP hook"', 'resume', ['Old ERP hook']],
    [
      '<@U0BOT> please test Accounting sync invoice.paid',
      'test',
      ['Accounting', 'sync', 'invoice.paid'],
    ],
    [
      'pune pe pauză Accounting sync pentru 2 ore',
      'pause',
      ['Accounting', 'sync', 'pentru', '2', 'ore'],
    ],
    ['șterge Old ERP hook', 'delete', ['Old', 'ERP', 'hook']],
  ])('reads the /enlivy grammar for a change: %s', (text, command, args) => {
    expect(interpret(text)).toEqual({ kind: 'change', command, args });
  });

  it.each([
    ['which deliveries failed?', 'list_deliveries', { status: 'failed' }],
    ['Ce livrări au eșuat azi?', 'list_deliveries', { status: 'failed', sinceDays: 1 }],
    [
      'what failed for Accounting sync?',
      'list_deliveries',
      { status: 'failed', destination: 'Accounting sync' },
    ],
    ['is Accounting sync paused?', 'list_destinations', { name: 'Accounting sync' }],
    ['Este Accounting sync pe pauză?', 'list_destinations', { name: 'Accounting sync' }],
    ["what's overdue?", 'invoices_due', {}],
    ['ce avem de plată?', 'invoices_due', { group: 'pay' }],
    ['find invoice INV-2026-0004', 'find_invoice', { number: 'INV-2026-0004' }],
    ['Caută factura INV-2026-0004', 'find_invoice', { number: 'INV-2026-0004' }],
    ['search acme', 'search_enlivy', { text: 'acme' }],
    ['find Acme Supplies?', 'search_enlivy', { text: 'Acme Supplies' }],
    ['caută acme', 'search_enlivy', { text: 'acme' }],
    ['găsește după annual maintenance', 'search_enlivy', { text: 'annual maintenance' }],
    ['status', 'connection_status', {}],
    ['is the failure watch on?', 'failure_watch', {}],
    ['Este pornită supravegherea eșecurilor?', 'failure_watch', {}],
    ['is Finance alerts paused?', 'list_destinations', { name: 'Finance alerts' }],
    ['list the destinations', 'list_destinations', {}],
  ])('reads a question: %s', (text, tool, input) => {
    expect(interpret(text)).toEqual({ kind: 'read', tool, input });
  });

  it('says so rather than guess', () => {
    expect(interpret('bake me a cake')).toEqual({ kind: 'unknown' });
    expect(interpret('hello')).toEqual({ kind: 'help' });
    expect(interpret('<@U0BOT>')).toEqual({ kind: 'help' });
  });
});

describe('withoutBroadcasts', () => {
  it('leaves no broadcast mention in a reply, whoever wrote it', () => {
    const text = withoutBroadcasts('Hi @channel and @here, <!everyone> <! here> <!subteam^S1>');
    expect(text).not.toMatch(/@(channel|here|everyone)\b|<\s*!/);
    expect(text).toContain('channel');
  });
});
