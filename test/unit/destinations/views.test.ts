import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { EVENT_NAMES } from '../../../src/enlivy/index.js';
import {
  emptyCounts,
  homeDestinationsBlocks,
  homeDestinationsUnavailable,
} from '../../../src/features/destinations/views/home.js';
import {
  deleteConfirmMessage,
  deletedMessage,
  testAlreadyRunningMessage,
} from '../../../src/features/destinations/views/messages.js';
import { testLine, testMessage } from '../../../src/features/destinations/views/test.js';
import { homeView } from '../../../src/features/help/views/home.js';
import { responseExcerpt } from '../../../src/features/shared/deliveries/views/excerpt.js';
import {
  CARDS_PER_PAGE,
  destinationListMessage,
  type ListEntry,
  parsePagerValue,
} from '../../../src/features/shared/destinations/views/list.js';
import {
  activeChangedReceipt,
  alreadyInStateMessage,
  singleCardMessage,
} from '../../../src/features/shared/destinations/views/messages.js';
import { appCommands } from '../../commands.js';
import { validateMessageBlocks, validateView } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { delivery, destination, subscriptions } from './fixtures.js';

const commands = appCommands();

function entries(count: number): ListEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    destination: destination({
      id: `org_evt_dst_${i}`,
      name: `Destination ${i} with a rather long name to fill the card`,
      event_subscriptions: subscriptions(EVENT_NAMES),
    }),
    lastDelivery: delivery({ organization_event_destination_id: `org_evt_dst_${i}` }),
    note: { channelId: 'C0FIN', createdBy: 'U0ANA', createdAt: '2026-11-01T00:00:00Z' },
    inChannel: i < 2,
  }));
}

describe('destinationListMessage', () => {
  it('pages 10 full cards within 50 blocks, with Next/Previous carrying scope and page', () => {
    const input = {
      scope: 'all' as const,
      channelId: 'C0FIN',
      entries: entries(25),
      total: 25,
      elsewhere: 0,
      fellBack: false,
      canEdit: true,
      canDelete: true,
    };
    const first = destinationListMessage({ ...input, page: 1 }, en);
    const json = JSON.stringify(first.blocks);
    expect(first.blocks?.length).toBeLessThanOrEqual(50);
    expect(json.match(/"action_id":"destination_test"/g)).toHaveLength(CARDS_PER_PAGE);
    expect(json).toContain('Page 1 of 3');
    expect(json).toContain('"value":"all:2"');
    expect(json).not.toContain('destination_list_previous');
    expect(json).toContain('*In this channel*');
    expect(json).toContain('*Elsewhere*');
    expect(validateMessageBlocks(first)).toEqual([]);

    const last = destinationListMessage({ ...input, page: 9 }, en);
    expect(JSON.stringify(last.blocks)).toContain('Page 3 of 3');
    expect(JSON.stringify(last.blocks)).toContain('"value":"all:2"');
    expect(JSON.stringify(last.blocks)).not.toContain('destination_list_next');
    expect(validateMessageBlocks(last)).toEqual([]);
    expect(parsePagerValue('all:2')).toEqual({ scope: 'all', page: 2 });
    expect(parsePagerValue('junk')).toEqual({ scope: 'channel', page: 1 });
  });

  it('says how to begin when there is nothing, and names the quota', () => {
    const empty = destinationListMessage(
      {
        scope: 'channel',
        page: 1,
        channelId: 'C0FIN',
        entries: [],
        total: 0,
        elsewhere: 0,
        fellBack: true,
        canEdit: false,
        canDelete: false,
      },
      en,
    );
    expect(empty.text).toContain('/enlivy subscribe');
    expect(JSON.stringify(empty.blocks)).toContain('0 destinations (limit 25 per paid pack)');
  });
});

describe('test outcome lines', () => {
  const target = destination({ name: 'AR alerts' });

  it('reads delivered, failed with an escaped excerpt, pending, and dropped (paused or no pack)', () => {
    expect(
      testLine(target, { kind: 'final', delivery: delivery() }, { deliveriesButton: true }, en),
    ).toContain(
      ':white_check_mark: Test event `invoice.paid` delivered to *AR alerts* (HTTP 200).',
    );
    const failed = testLine(
      target,
      {
        kind: 'final',
        delivery: delivery({
          status: 'failed',
          response_status: 500,
          response: `<b>down</b> ${'x'.repeat(500)}`,
        }),
      },
      { deliveriesButton: true },
      en,
    );
    expect(failed).toContain(
      ':x: Test event `invoice.paid` to *AR alerts* failed (HTTP 500): `&lt;b&gt;down&lt;/b&gt;',
    );
    expect(responseExcerpt('a'.repeat(1000))?.length).toBeLessThanOrEqual(300);
    expect(responseExcerpt({ error: 'x`y' })).toBe(`{"error":"x'y"}`);
    expect(responseExcerpt('  ')).toBeUndefined();
    expect(
      testLine(
        target,
        {
          kind: 'pending',
          delivery: delivery({ status: 'pending' }),
          waitedSeconds: 30,
        },
        { deliveriesButton: true },
        en,
      ),
    ).toContain('still pending after 30 s');
    const dropped = delivery({ status: 'dropped', response_status: null });
    expect(
      testLine(
        destination({ is_active: false, name: 'AR alerts' }),
        {
          kind: 'final',
          delivery: dropped,
        },
        { deliveriesButton: true },
        en,
      ),
    ).toContain('dropped because *AR alerts* is paused');
    expect(
      testLine(target, { kind: 'final', delivery: dropped }, { deliveriesButton: true }, en),
    ).toContain('requires a paid Enlivy pack');
  });

  it('says a Slack refusal recorded as failed with HTTP 200 as what Slack answered', () => {
    const refused = testLine(
      destination({ name: 'AR alerts', type: 'slack' }),
      {
        kind: 'final',
        delivery: delivery({ status: 'failed', response_status: 200, response: 'not_in_channel' }),
      },
      { deliveriesButton: true },
      en,
    );
    expect(refused).toContain(
      ':x: Test event `invoice.paid` to *AR alerts* failed: Slack answered `not_in_channel`',
    );
    expect(refused).not.toContain('HTTP 200');
    expect(refused).toContain("Enlivy's Slack app is not in that channel");
    // Any other answer to a 200 is not passed off as Slack's.
    const other = testLine(
      target,
      {
        kind: 'final',
        delivery: delivery({ status: 'anomaly', response_status: 200, response: 'Thanks!' }),
      },
      { deliveriesButton: true },
      en,
    );
    expect(other).toContain('got an unexpected answer (HTTP 200): `Thanks!`');
  });

  it('shows a formatted destination name literally', () => {
    const line = testLine(
      destination({ name: '*AR* _alerts_' }),
      {
        kind: 'final',
        delivery: delivery(),
      },
      { deliveriesButton: true },
      en,
    );
    expect(line).toContain('delivered to `*AR* _alerts_`');
  });

  it('offers the Deliveries button only when there is something to look into', () => {
    const pending = testMessage(
      target,
      { kind: 'pending', delivery: delivery({ status: 'pending' }), waitedSeconds: 30 },
      { deliveriesButton: true },
      en,
    );
    expect(JSON.stringify(pending.blocks)).toContain('destination_deliveries');
    const ok = testMessage(
      target,
      { kind: 'final', delivery: delivery() },
      { deliveriesButton: true },
      en,
    );
    expect(JSON.stringify(ok.blocks)).not.toContain('destination_deliveries');
    expect(validateMessageBlocks(pending)).toEqual([]);
  });
});

describe('App Home destinations', () => {
  it('caps the list so the whole Home stays within 100 blocks', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      destination({ id: `d${i}`, name: `D ${i}` }),
    );
    const counts = new Map([['d0', { ...emptyCounts(), success: 3, failed: 1 }]]);
    const sections = homeDestinationsBlocks(
      {
        destinations: many,
        notes: new Map(),
        counts,
        canEdit: true,
        buttons: { subscribe: false, deliveries: true },
      },
      en,
    );
    const json = JSON.stringify(sections);
    expect(json).toContain('and 180 more');
    expect(json).toContain(':white_check_mark: 3 delivered  ·  :x: 1 failed');
    expect(json).toContain('`/enlivy subscribe` in that channel');
    const view = homeView(
      { commands: commands.list(), role: 'admin', connection: undefined, sections },
      en,
    );
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(validateView(view)).toEqual([]);
  });

  it('says when the workspace was connected as a date, never "on Today"', () => {
    const view = homeView(
      {
        commands: commands.list(),
        role: 'viewer',
        connection: {
          organizationId: 'org_demo',
          organizationName: 'Demo SRL',
          connectedBy: 'U0ANA',
          connectedAt: '2026-11-01T09:00:00Z',
        } as Parameters<typeof homeView>[0]['connection'],
      },
      en,
    );
    const text = JSON.stringify(view.blocks);
    expect(text).toMatch(/by <@U0ANA> on <!date\^\d+\^\{date_short\}\|/);
    expect(text).not.toContain('{date_short_pretty}');
  });

  it('renders a reference id when the destinations could not be loaded', () => {
    const blocks = homeDestinationsUnavailable(toUserError(new Error('boom'), 'E-ABC123'), en);
    expect(JSON.stringify(blocks)).toContain('could not be loaded');
    expect(JSON.stringify(blocks)).toContain('E-ABC123');
  });
});

describe('fallback text with a hostile destination name', () => {
  const hostile = destination({ id: 'org_evt_dst_h', name: '<!here> AR <https://evil.example|x>' });
  const plain = (text: string) => text.replace(/<@U[A-Z0-9]+>/g, '');

  it('escapes the name in every fallback text (Slack parses <!here> and links there too)', () => {
    const texts = [
      singleCardMessage(hostile, { canEdit: true, canDelete: true }, en).text,
      activeChangedReceipt('U0ANA', hostile, false, en).text,
      activeChangedReceipt('U0ANA', hostile, true, en).text,
      alreadyInStateMessage(hostile, true, undefined, en).text,
      testAlreadyRunningMessage(hostile.name ?? '', en).text,
      deleteConfirmMessage(hostile, 3, en).text,
      deletedMessage('U0ANA', hostile.name ?? '', en).text,
      destinationListMessage(
        {
          scope: 'all',
          page: 1,
          channelId: 'C0FIN',
          entries: [{ destination: hostile, inChannel: false }],
          total: 1,
          elsewhere: 0,
          fellBack: false,
          canEdit: true,
          canDelete: true,
        },
        en,
      ).text,
      testMessage(
        hostile,
        { kind: 'sending', delivery: delivery() },
        { deliveriesButton: true },
        en,
      ).text,
    ];
    for (const text of texts) {
      expect(plain(text)).not.toContain('<');
      expect(text).toContain('&lt;!here&gt; AR &lt;https://evil.example|x&gt;');
    }
  });
});

describe('deleteConfirmMessage', () => {
  const blockText = (blocks: unknown) => JSON.stringify(blocks);

  it('suggests pausing only an active destination, and asks once (no dialog on its button)', () => {
    const active = deleteConfirmMessage(destination({ is_active: true }), 1, en);
    expect(blockText(active.blocks)).toContain('(1 event)?');
    expect(blockText(active.blocks)).toContain('Pausing it instead keeps its settings');
    expect(blockText(active.blocks)).not.toContain('"confirm":{');
    const paused = deleteConfirmMessage(destination({ is_active: false }), 2, en);
    expect(blockText(paused.blocks)).not.toContain('Pausing it instead');
    expect(blockText(paused.blocks)).toContain('It is paused already');
  });
});
