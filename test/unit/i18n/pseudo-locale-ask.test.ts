import { describe } from 'vitest';
import type { ReadAnswer } from '../../../src/features/ask/read-answers.js';
import { answerText, helpText } from '../../../src/features/ask/views/answers.js';
import {
  changeProposal,
  feedbackBlock,
  suggestedPrompts,
} from '../../../src/features/ask/views/messages.js';
import { itShowsOnlyCatalogText, xx } from '../../translators.js';

/**
 * Ask Enlivy's answers in the pseudo-locale `xx` (see pseudo-locale.test.ts): words outside ⟦ ⟧
 * are English that bypassed the catalogs. Names, events and numbers are data.
 */
const reader = { t: xx, zone: 'UTC' };
const AT = '2026-11-20T10:00:00Z';
const answers: Record<string, ReadAnswer> = {
  destinations: {
    kind: 'destinations',
    destinations: [
      {
        id: 'd1',
        name: 'Hook',
        type: 'webhook',
        active: true,
        lastDelivery: { status: 'failed', at: AT },
      },
      { id: 'd2', name: 'Chan', type: 'slack', active: false, pausedUntil: AT },
      { id: 'd3', name: 'Quiet', type: 'webhook', active: false },
    ],
  },
  destination: {
    kind: 'destinations',
    asked: 'Hook',
    destinations: [
      {
        id: 'd1',
        name: 'Hook',
        type: 'webhook',
        active: true,
        lastDelivery: { status: 'success', at: AT },
      },
    ],
  },
  none: { kind: 'destinations', destinations: [] },
  deliveries: {
    kind: 'deliveries',
    filters: { status: 'failed', destination: 'Hook', event: 'invoice.paid', sinceDays: 7 },
    deliveries: [
      { destination: 'Hook', event: 'invoice.paid', status: 'failed', at: AT, httpStatus: 503 },
    ],
    more: true,
  },
  noDeliveries: { kind: 'deliveries', filters: { sinceDays: 1 }, deliveries: [], more: false },
  due: {
    kind: 'due',
    today: '2026-11-20',
    withinDays: 7,
    complete: false,
    rows: [
      {
        number: 'INV-1',
        party: 'Globex',
        total: 480,
        currency: 'EUR',
        dueOn: '2026-11-01',
        daysLate: 19,
        group: 'collect',
      },
      {
        number: 'INV-2',
        party: null,
        total: null,
        currency: null,
        dueOn: '2026-11-20',
        daysLate: 0,
        group: 'pay',
      },
      {
        number: 'INV-3',
        party: 'Acme',
        total: 10,
        currency: 'EUR',
        dueOn: '2026-11-22',
        daysLate: -2,
        group: 'pay',
      },
    ],
  },
  noneDue: { kind: 'due', today: '2026-11-20', withinDays: 7, complete: true, rows: [] },
  invoice: {
    kind: 'invoice',
    asked: 'INV-1',
    invoices: [
      {
        number: 'INV-1',
        status: 'overdue',
        party: 'Globex',
        total: 480,
        currency: 'EUR',
        dueOn: '2026-11-01',
      },
    ],
  },
  noInvoice: { kind: 'invoice', asked: 'INV-9', invoices: [] },
  status: {
    kind: 'status',
    connected: true,
    organizationName: 'Demo',
    organizationId: 'org_demo',
    connectedBy: 'U1',
    connectedAt: AT,
    method: 'token',
    state: 'expired',
  },
  notConnected: { kind: 'status', connected: false },
  watchOff: { kind: 'watch', on: false },
  watchOn: {
    kind: 'watch',
    on: true,
    channelId: 'C123',
    threshold: { failedAttempts: 3, windowMinutes: 10 },
    stopped: true,
    mutes: [{ destination: 'Hook', until: AT }],
  },
};

describe('Ask Enlivy in the pseudo-locale', () => {
  itShowsOnlyCatalogText(
    {
      ...Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, () => answerText(answer, reader)]),
      ),
      help: () => helpText(xx, true),
      'not understood': () => helpText(xx, false),
      'change proposal': () => changeProposal('pause', ['Hook', 'for', '2h'], xx),
      feedback: () => feedbackBlock(xx),
      prompts: () => suggestedPrompts(xx),
    },
    new Set([
      'Hook',
      'Chan',
      'Quiet',
      'Globex',
      'Acme',
      'Demo',
      'webhook',
      'slack',
      'invoice.paid',
      'pause',
      'for',
      '2h',
    ]),
  );
});
