/**
 * Message text for Slack deliveries, and the sample data that test events carry.
 *
 * Placeholders: `{{path}}` with a dot path. A path is looked up in the event data first
 * (`{{number}}`, `{{data.number}}` both mean data.number), then in the envelope (`{{type}}`,
 * `{{id}}`, `{{organization_id}}`, `{{created_at}}`); `{{event}}` is the event name. Unknown
 * placeholders become empty. Whitespace inside the braces is ignored.
 */
import { DEFAULT_TEST_EVENT, subjectOf } from './catalog.js';

export interface Envelope {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
  organization_id: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

function lookup(root: unknown, path: readonly string[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function resolve(envelope: Envelope, path: string): unknown {
  const parts = path.split('.');
  const inData = parts[0] === 'data' ? parts.slice(1) : parts;
  const fromData = lookup(envelope.data, inData);
  if (fromData !== undefined || parts[0] === 'data') return fromData;
  if (path === 'event') return envelope.type;
  return lookup(envelope, parts);
}

export function renderTemplate(template: string, envelope: Envelope): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => display(resolve(envelope, path)));
}

function money(value: unknown, currency: unknown): string {
  const amount = typeof value === 'number' ? value.toFixed(2) : display(value);
  return `${amount} ${display(currency)}`.trim();
}

/** The line sent when the subscription has no message template. */
export function defaultMessage(envelope: Envelope): string {
  const { type, data } = envelope;
  if (type === DEFAULT_TEST_EVENT) {
    return `${type}: Test event from Enlivy for destination "${display(data.destination_name)}"`;
  }
  if (subjectOf(type) === 'invoice') {
    return `${type}: Invoice ${display(data.number)} · ${money(data.total, data.currency)} · ${display(data.status)}`;
  }
  const label = data.name ?? data.title ?? data.number ?? data.id;
  return `${type}: ${display(data.object)} ${display(label)}`.replace(/\s+/g, ' ').trim();
}

/** Data of a synthetic event, as sent by the test endpoint. */
export function sampleData(
  event: string,
  context: { organizationId: string; destinationId: string; destinationName: string },
  includes: readonly string[],
): Record<string, unknown> {
  if (event === DEFAULT_TEST_EVENT) {
    return {
      object: 'event_destination_test',
      destination_id: context.destinationId,
      destination_name: context.destinationName,
      message: 'This is a test event sent from Enlivy.',
    };
  }
  const subject = subjectOf(event);
  if (subject === 'invoice') {
    const data: Record<string, unknown> = {
      id: 'org_inv_sample0000000001',
      object: 'invoice',
      organization_id: context.organizationId,
      number: 'INV-0001',
      formatted_number: 'INV-0001',
      status: event === 'invoice.paid' ? 'paid' : 'pending',
      direction: 'outbound',
      currency: 'EUR',
      sub_total: 1000,
      tax_total: 250,
      total: 1250,
      issued_at: '2026-11-01',
      due_at: '2026-12-01',
      paid_at: event === 'invoice.paid' ? '2026-11-15' : null,
      receiver_name: 'Sample Customer Ltd',
    };
    if (includes.includes('line_items')) {
      data.line_items = [
        { description: 'Consulting services', quantity: 10, unit_price: 100, total: 1000 },
      ];
    }
    if (includes.includes('taxes')) data.taxes = [{ name: 'VAT', rate: 25, amount: 250 }];
    if (includes.includes('receiver_user')) {
      data.receiver_user = { id: 'org_user_sample0001', name: 'Sample Customer Ltd' };
    }
    if (includes.includes('sender_user')) {
      data.sender_user = { id: 'org_user_sample0002', name: 'Demo Trading Ltd' };
    }
    return data;
  }
  const data: Record<string, unknown> = {
    id: `org_${subject.replace(/\./g, '_')}_sample0001`,
    object: subject,
    organization_id: context.organizationId,
    name: `Sample ${subject.replace(/[._]/g, ' ')}`,
  };
  for (const include of includes) data[include] = null;
  return data;
}
