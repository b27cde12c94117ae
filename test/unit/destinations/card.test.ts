import type { KnownBlock } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../../src/enlivy/index.js';
import {
  cardBlockId,
  deliveryLine,
  destinationCard,
  parseCardBlockId,
  summarizeEvents,
  webhookHost,
} from '../../../src/features/shared/destinations/views/card.js';
import { validateMessageBlocks } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { delivery, destination, subscriptions } from './fixtures.js';

function text(blocks: KnownBlock[]): string {
  return JSON.stringify(blocks);
}

interface Element {
  type: string;
  action_id: string;
  value: string;
  style?: string;
  options?: Array<{ value: string }>;
}

function buttons(blocks: KnownBlock[]): Element[] {
  const actions = blocks.find((b) => b.type === 'actions') as { elements: Element[] } | undefined;
  return actions?.elements ?? [];
}

describe('destinationCard', () => {
  it('shows a webhook by its host only, never the path or query', () => {
    const blocks = destinationCard(destination(), { canEdit: false, canDelete: false }, en);
    const shown = text(blocks);
    expect(shown).toContain('Webhook to `hooks.example.test`');
    expect(shown).not.toContain('secret-part');
    expect(shown).not.toContain('token=abc');
    expect(webhookHost('not a url')).toBeUndefined();
    expect(webhookHost('https://hooks.example.test:8443/x')).toBe('hooks.example.test:8443');
  });

  it('shows a Slack destination by its channel: the note, a channel id, or the #name', () => {
    const slack = destination({
      type: 'slack',
      destination_url: null,
      config: { channel: '#finance' },
    });
    expect(text(destinationCard(slack, { canEdit: false, canDelete: false }, en))).toContain(
      'Slack channel #finance',
    );
    const byId = destination({
      type: 'slack',
      destination_url: null,
      config: { channel: 'C0FINANCE1' },
    });
    expect(text(destinationCard(byId, { canEdit: false, canDelete: false }, en))).toContain(
      'Slack channel <#C0FINANCE1>',
    );
    const noted = destinationCard(
      slack,
      {
        canEdit: false,
        canDelete: false,
        note: { channelId: 'C0NOTED', createdBy: 'U0ANA', createdAt: '2026-11-01T09:00:00Z' },
      },
      en,
    );
    expect(text(noted)).toContain('Slack channel <#C0NOTED>');
    expect(text(noted)).toContain('Created by <@U0ANA>');
  });

  it('shows the state, the events (long lists truncated) and the last delivery', () => {
    const many = [...EVENT_NAMES.slice(0, 14)];
    const blocks = destinationCard(
      destination({ is_active: false, event_subscriptions: subscriptions(many) }),
      {
        canEdit: true,
        canDelete: false,
        lastDelivery: delivery({ status: 'failed', response_status: 500 }),
      },
      en,
    );
    const shown = text(blocks);
    expect(shown).toContain('Paused');
    expect(shown).toContain(`\`${many[0]}\`, \`${many[1]}\`, \`${many[2]}\` +11 more`);
    expect(shown).toContain(':x: failed (HTTP 500)');
    expect(summarizeEvents(['invoice.paid', 'invoice.created'], en)).toBe(
      '`invoice.paid`, `invoice.created`',
    );
    expect(summarizeEvents([], en)).toBe('no events');
  });

  it('shows the id that commands accept, so "list all shows every destination with its id" is true', () => {
    const card = destination({ id: 'org_evt_dst_8Xk2p' });
    expect(text(destinationCard(card, { canEdit: false, canDelete: false }, en))).toContain(
      'id `org_evt_dst_8Xk2p`',
    );
  });

  it('offers actions by role, each carrying the destination id', () => {
    const active = destination();
    expect(
      buttons(destinationCard(active, { canEdit: false, canDelete: false }, en)).map(
        (b) => b.action_id,
      ),
    ).toEqual(['destination_deliveries']);
    const editor = buttons(destinationCard(active, { canEdit: true, canDelete: false }, en));
    expect(editor.map((b) => b.action_id)).toEqual([
      'destination_test',
      'destination_pause',
      'pausing_pause_for',
      'destination_deliveries',
      'destination_edit',
    ]);
    // Buttons carry the id; the "Pause for…" menu's options carry it with their preset.
    const values = editor.flatMap((b) =>
      b.type === 'static_select' ? (b.options ?? []).map((o) => o.value.split('|')[0]) : [b.value],
    );
    expect(values.every((value) => value === active.id)).toBe(true);
    const admin = buttons(
      destinationCard(
        destination({ is_active: false }),
        {
          canEdit: true,
          canDelete: true,
          hide: { edit: true, deliveries: true },
        },
        en,
      ),
    );
    expect(admin.map((b) => b.action_id)).toEqual([
      'destination_test',
      'destination_resume',
      'destination_delete',
    ]);
    expect(admin.at(-1)?.style).toBe('danger');
  });

  it('escapes names and passes Block Kit validation', () => {
    const blocks = destinationCard(
      destination({ name: '<!channel> & co' }),
      {
        canEdit: true,
        canDelete: true,
        banner: ':white_check_mark: done',
      },
      en,
    );
    expect(text(blocks)).toContain('&lt;!channel&gt; &amp; co');
    expect(validateMessageBlocks({ blocks })).toEqual([]);
  });

  it('keeps the list page in the actions block id', () => {
    const id = cardBlockId({ scope: 'all', page: 3 }, 'org_evt_dst_9');
    expect(parseCardBlockId(id)).toEqual({ scope: 'all', page: 3 });
    expect(parseCardBlockId('something_else')).toEqual({ scope: 'single', page: 1 });
    expect(parseCardBlockId(undefined)).toEqual({ scope: 'single', page: 1 });
    expect(parseCardBlockId('destination_card:channel:-2:x')).toEqual({
      scope: 'channel',
      page: 1,
    });
  });
});

describe('last delivery line', () => {
  it('shows what a failed delivery was answered, briefly, since Slack fails with HTTP 200', () => {
    const line = deliveryLine(
      delivery({
        status: 'failed',
        response_status: 200,
        response: 'channel_not_found',
        event: 'invoice.paid',
      }),
      en,
    );
    // Enlivy records Slack's refusal as failed with HTTP 200: said as Slack's answer, by name.
    expect(line).toContain(':x: failed: Slack answered `channel_not_found`, `invoice.paid`');
    expect(line).not.toContain('HTTP 200');
    const asJson = deliveryLine(
      delivery({
        status: 'failed',
        response_status: 200,
        response: { ok: false, error: 'not_in_channel' },
      }),
      en,
    );
    expect(asJson).toContain('failed: Slack answered `not_in_channel`');
    const long = deliveryLine(
      delivery({ status: 'failed', response_status: 500, response: `<b>${'x'.repeat(500)}</b>` }),
      en,
    );
    expect(long).toContain('&lt;b&gt;');
    expect(long.length).toBeLessThan(300);
    expect(
      deliveryLine(delivery({ status: 'success', response_status: 200, response: 'ok' }), en),
    ).not.toContain('`ok`');
  });
});
