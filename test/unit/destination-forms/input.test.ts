import { describe, expect, it } from 'vitest';
import {
  EnlivyForbiddenError,
  EnlivyServerError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { formProblemOf, limitMessage } from '../../../src/features/destinations/enlivy-problems.js';
import {
  describeUnknownEvents,
  parseEventList,
  parseSubscribeArgs,
} from '../../../src/features/destinations/event-input.js';
import {
  checkForm,
  type FormValues,
  webhookUrlProblem,
} from '../../../src/features/destinations/form-values.js';
import { en } from '../../translators.js';

const empty: FormValues = {
  name: 'Alerts',
  channelId: 'C123',
  events: ['invoice.paid'],
  otherEvents: '',
  includes: [],
  message: '',
  active: true,
};
const slack = { kind: 'slack' as const, needsChannel: true, credentialTyped: false };

describe('event input', () => {
  it('splits free-form names on commas and spaces, lowercases them and keeps the bad words', () => {
    expect(
      parseEventList(' Invoice.Sent, helpdesk.conversation_assigned;foo  invoice.sent x.y.z.w'),
    ).toEqual({
      names: ['invoice.sent', 'helpdesk.conversation_assigned'],
      invalid: ['foo', 'x.y.z.w'],
    });
  });

  it('reads events and one channel mention from the command line', () => {
    expect(
      parseSubscribeArgs(['invoice.paid,invoice.created', '<#C0FIN|finance>', 'Invoice.PAID']),
    ).toEqual({
      events: ['invoice.paid', 'invoice.created'],
      channelId: 'C0FIN',
      unknown: [],
      extraChannels: [],
      unlinkedChannels: [],
    });
    // `#finance` typed without picking it from Slack's list has no id: named as such.
    expect(parseSubscribeArgs(['invoice.payed', '#finance', '<#C1>', '<#C2>'])).toMatchObject({
      unknown: ['invoice.payed'],
      unlinkedChannels: ['#finance'],
      channelId: 'C1',
      extraChannels: ['C2'],
    });
  });

  it('suggests the closest catalog event', () => {
    expect(describeUnknownEvents(['invoice.payed', 'zzz.qqq'], en)).toBe(
      '`invoice.payed` (did you mean `invoice.paid`?), `zzz.qqq`',
    );
  });
});

describe('form checks', () => {
  it('accepts a complete form and merges picked and typed events', () => {
    const checked = checkForm({ ...empty, otherEvents: 'helpdesk.x, invoice.paid' }, slack, en);
    expect(checked.errors).toEqual({});
    expect(checked.events).toEqual(['invoice.paid', 'helpdesk.x']);
  });

  it('names each problem on its field', () => {
    const checked = checkForm(
      {
        ...empty,
        name: ' ',
        channelId: undefined,
        events: [],
        otherEvents: '',
        message: 'x'.repeat(2001),
      },
      slack,
      en,
    );
    expect(Object.keys(checked.errors).sort()).toEqual(['channel', 'events', 'message', 'name']);
    expect(checkForm({ ...empty, name: 'n'.repeat(256) }, slack, en).errors.name).toContain('255');
    expect(
      checkForm({ ...empty, credentialId: 'bad id!' }, { ...slack, credentialTyped: true }, en)
        .errors.credential,
    ).toContain('org_api_cred_');
  });

  it('holds a template to the length limit only when it is new or changed', () => {
    const held = `Paid {{number}} ${'x'.repeat(2400)}`;
    const edit = { ...slack, needsChannel: false, heldMessage: held };
    expect(checkForm({ ...empty, message: held }, edit, en).errors).toEqual({});
    expect(checkForm({ ...empty, message: `${held}!` }, edit, en).errors.message).toContain(
      '2,000',
    );
    expect(checkForm({ ...empty, message: held }, slack, en).errors.message).toContain('2,000');
  });

  it('checks webhook URLs: https, a host, no credentials', () => {
    expect(webhookUrlProblem('https://erp.example.test/hook?x=1', en)).toBeUndefined();
    expect(webhookUrlProblem('', en)).toContain('Enter');
    expect(webhookUrlProblem('http://erp.example.test', en)).toContain('https');
    expect(webhookUrlProblem('ftp://erp.example.test', en)).toContain('https');
    expect(webhookUrlProblem('erp.example.test/hook', en)).toContain('not a valid URL');
    expect(webhookUrlProblem('https://user:pw@erp.example.test', en)).toContain('passwords');
    expect(webhookUrlProblem(`https://e.test/${'a'.repeat(2048)}`, en)).toContain('2,048');
    expect(
      checkForm(
        { ...empty, url: 'http://x.test' },
        { kind: 'webhook', needsChannel: false, credentialTyped: false },
        en,
      ).errors.url,
    ).toContain('https');
  });
});

describe("Enlivy's refusals on the form", () => {
  it('puts 422 field messages on the matching inputs, naming the event', () => {
    const err = new EnlivyValidationError('The given data was invalid.', {
      name: ['The name field is required.'],
      'config.channel': ['The config.channel field is required when type is slack.'],
      'events.0.event': ['The selected events.0.event is invalid.'],
      'events.1.event': ['The selected events.1.event is invalid.'],
      'events.1.includes': ['Unknown names: foo.'],
      'events.0.config.message': ['Too long.'],
      organization_api_credential_id: ['Not a Slack credential.'],
      type: ['The selected type is invalid.'],
    });
    const problem = formProblemOf(err, ['invoice.paid', 'helpdesk.x'], new Set(['helpdesk.x']), en);
    expect(problem?.fields).toEqual({
      name: 'The name field is required.',
      channel: 'The config.channel field is required when type is slack.',
      events: 'invoice.paid: The selected events.0.event is invalid.',
      otherEvents: 'helpdesk.x: The selected events.1.event is invalid.',
      includes: 'helpdesk.x: Unknown names: foo.',
      message: 'invoice.paid: Too long.',
      credential: 'Not a Slack credential.',
    });
    expect(problem?.banner).toBe('The selected type is invalid.');
  });

  it('says the destination limit and the paid-pack rule plainly', () => {
    const limit = new EnlivyValidationError(
      'This organization has reached its limit of 25 event destinations.',
      { limit: ['Each active paid pack includes up to 25 event destinations; 25 are in use.'] },
    );
    expect(formProblemOf(limit, [], new Set(), en)?.banner).toContain(
      'This organization already has 25 destinations, the limit for one paid pack',
    );
    expect(limitMessage('…reached its limit of 50 event destinations.', en)).toContain(
      '50 destinations, the limit for 2 paid packs',
    );
    const pack = new EnlivyForbiddenError('Sending events requires a paid pack.', 403);
    expect(formProblemOf(pack, [], new Set(), en)?.banner).toContain(
      'Sending events requires a paid pack',
    );
    expect(formProblemOf(new EnlivyForbiddenError('Nope', 403), [], new Set(), en)).toBeUndefined();
    expect(formProblemOf(new EnlivyServerError('boom', 500), [], new Set(), en)).toBeUndefined();
  });
});
