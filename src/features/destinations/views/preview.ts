import { eventSubject } from '../../../enlivy/events.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { formsCopy } from './forms-copy.js';

/**
 * Message-template preview: `{{path}}` placeholders filled from a sample event, the way Enlivy
 * fills them (a path is looked up in the event's data first, then in the envelope; `{{event}}`
 * is the event name; unknown placeholders come out empty).
 */
export interface TemplatePreview {
  event: string;
  text: string;
  /** Placeholders the sample has no value for (they come out empty). */
  unknown: string[];
}

/** The message field's hint: the placeholders most templates use, in the reader's language. */
export function placeholderHint(t: Translator): string {
  return formsCopy(t)('form.message.hint', {
    placeholders:
      '{{number}}, {{total}}, {{currency}}, {{status}}, {{receiver_name}}, {{due_at}}, {{event}}',
    example: '{{data.paid_at}}',
  });
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

type Data = Record<string, unknown>;

function sampleData(event: string, t: Translator): Data {
  const say = formsCopy(t);
  const subject = eventSubject(event);
  if (subject === 'invoice') {
    const paid = event === 'invoice.paid';
    return {
      id: 'org_inv_sample',
      object: 'invoice',
      number: 'INV-0001',
      formatted_number: 'INV-0001',
      status: paid ? 'paid' : 'pending',
      currency: 'EUR',
      sub_total: 1000,
      tax_total: 250,
      total: 1250,
      issued_at: '2026-11-01',
      due_at: '2026-12-01',
      paid_at: paid ? '2026-11-15' : null,
      receiver_name: say('sample.customer'),
    };
  }
  if (subject === 'contract') {
    return {
      id: 'org_contract_sample',
      object: 'contract',
      number: 'CTR-0001',
      title: say('sample.contract'),
      status: event === 'contract.all_parties_signed' ? 'signed' : 'active',
    };
  }
  return {
    id: `org_${subject.replace(/\./g, '_')}_sample`,
    object: subject,
    name: say('sample.other', { subject: subject.replace(/[._]/g, ' ') }),
  };
}

function lookup(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Data)[key];
  }
  return current;
}

function display(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function previewTemplate(template: string, event: string, t: Translator): TemplatePreview {
  const envelope: Data = {
    id: 'evt_sample',
    type: event,
    created_at: '2026-11-15T10:30:00Z',
    organization_id: 'org_sample',
    data: sampleData(event, t),
  };
  const unknown: string[] = [];
  const text = template.replace(PLACEHOLDER, (_match, path: string) => {
    const parts = path.split('.');
    const inData = parts[0] === 'data' ? parts.slice(1) : parts;
    let value = lookup(envelope.data, inData);
    if (value === undefined && parts[0] !== 'data') {
      value = path === 'event' ? event : lookup(envelope, parts);
    }
    const shown = display(value);
    if (shown === undefined && !unknown.includes(path)) unknown.push(path);
    return shown ?? '';
  });
  return { event, text, unknown };
}
