/**
 * Several instances, proven: two processes of the built app on one shared store (Redis in one
 * run, PostgreSQL in the other) take 10,000 signed commands and clicks from a fixed-seed script,
 * spread over both: help, list, status, pause and resume (by command and by card button), role
 * grants and revokes, test deliveries and quick subscribes. Afterwards: no ack lost or late, no
 * answer ≥ 500, exactly one receipt per real change, and Enlivy's and the store's final state
 * as the receipts say. Runs only when REDIS_URL / DATABASE_URL are set (CI sets both).
 *
 * Changes to one thing (a destination, a person's role) are sent one after another — each waits
 * until the previous one showed its answer — so the receipts' order in the channel is the order
 * of the changes; everything else runs concurrently, over both instances.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cardBlockId } from '../../../src/features/shared/destinations/views/card.js';
import { SEED as SIM_SEED } from '../../fakes/service/index.js';
import { buildCommand } from '../../fakes/slack/driver-build.js';
import { type AckResult, SlackAckTimeoutError, sendToApp } from '../../fakes/slack/driver-http.js';
import { formEncode, interactivityBody, waitFor } from '../../fakes/slack/index.js';
import { DESTINATION_CARD } from '../../ids.js';
import { messageText } from '../destinations/support.js';
import { type BuiltApp, type BuiltStack, builtStack } from '../support/built-app.js';
import { prng, type Rng } from '../support/prng.js';

const SEED = 0x5ca1_e017;
/**
 * 10,000 by default: the claim, on each shared store, proven on the first CI pass (Node 24, the
 * Docker runtime). The Node 22 pass sets SCALE_REQUESTS=2000 (.ci/run): what differs there is the
 * Node line, not the load, and 2,000 requests still send every kind in the mix dozens of times
 * over both instances (the rarest, 3 %, about 60 times), in a fifth of the time.
 */
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 10_000);
/** Requests in flight at once over both instances (Slack's own concurrency per app is small). */
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 16);
const ORG = SIM_SEED.organizations.demo;
const SUBSCRIBE_EVENTS = ['proposal.sent', 'proposal.accepted', 'product.created', 'invoice.paid'];

type Kind =
  | 'help'
  | 'list'
  | 'status'
  | 'pause'
  | 'resume'
  | 'pause-button'
  | 'resume-button'
  | 'grant'
  | 'revoke'
  | 'subscribe'
  | 'test';

/** Relative frequencies: mostly reads, as in real use, with a steady stream of changes. */
const MIX: [Kind, number][] = [
  ['help', 30],
  ['list', 8],
  ['status', 6],
  ['pause', 10],
  ['resume', 10],
  ['pause-button', 8],
  ['resume-button', 8],
  ['grant', 8],
  ['revoke', 6],
  ['subscribe', 3],
  ['test', 3],
];

interface Op {
  kind: Kind;
  instance: 0 | 1;
  /** What it changes (serialized per subject); none for reads. */
  subject?: string;
  /** Posts through its response_url that end it: a card click re-renders the card first. */
  answers?: number;
  build(): { body: string; contentType: string; responseUrl: string };
}

interface Figures {
  sent: number;
  byKind: Record<string, number>;
  byStatus: Record<string, number>;
  lost: number;
  transportErrors: number;
  acks: number[];
  ms: number;
}

describe.each([
  { store: 'redis', url: process.env.REDIS_URL },
  { store: 'postgres', url: process.env.DATABASE_URL },
])('two app processes on one $store store', ({ store, url }) => {
  let stack: BuiltStack | undefined;
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
  });

  it.skipIf(url === undefined)(
    `take ${REQUESTS} commands and clicks (seed ${SEED}): no lost ack, no 5xx, one receipt per change`,
    async () => {
      const namespace = `enlivy-slack-scale-${randomUUID().slice(0, 8)}`;
      stack = await builtStack({ storeUrl: url as string, namespace });
      const s = stack;
      const { slack, sim, seeded } = s;
      const channel = seeded.general.id;
      slack.addMember(channel, seeded.bot.botUserId);
      const team = seeded.team.id;
      const grantees = Array.from(
        { length: 6 },
        (_, i) => slack.addUser({ teamId: team, name: `grantee${i}` }).id,
      );
      for (const id of grantees) slack.addMember(channel, id);
      const rng = prng(SEED);
      const toggled = Array.from({ length: 8 }, (_, i) => {
        const name = `scale-toggle-${i}`;
        const active = rng.chance(0.5);
        const id = addDestination(s, name, active);
        return { id, name, initiallyActive: active };
      });
      const tested = Array.from({ length: 2 }, (_, i) => {
        const name = `scale-test-${i}`;
        return { id: addDestination(s, name, true), name };
      });
      const existing = new Set(sim.state.destinations.keys());

      const env = { LOG_LEVEL: 'warn' };
      const apps = [await s.start(env), await s.start(env)] as const;
      const outputs = apps.map((app) => app.collectOutput());

      const ops = script(s, rng, { channel, grantees, toggled, tested });
      const cpuBefore = { apps: apps.map((app) => app.cpuMs()), here: process.cpuUsage() };
      const figures = await drive(s, apps, ops);
      const here = process.cpuUsage(cpuBefore.here);
      const cpu = {
        apps: apps.map((app, i) => app.cpuMs() - (cpuBefore.apps[i] ?? 0)),
        fakesAndDriver: Math.round((here.user + here.system) / 1000),
      };

      // Everything changed has shown its answer (drive waited per subject); let late posts land.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sorted = [...figures.acks].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      const posted = slack.messages(channel).map(messageText);
      const receipts = {
        pause: posted.filter((t) => /> paused \*scale-toggle-/.test(t)).length,
        resume: posted.filter((t) => /> resumed \*scale-toggle-/.test(t)).length,
        grant: posted.filter((t) => /an Enlivy \*(viewer|editor|admin)\*/.test(t)).length,
        revoke: posted.filter((t) => t.includes('removed the Enlivy role granted to')).length,
        subscribe: posted.filter((t) => /subscribed <#[A-Z0-9]+> to 1 event/.test(t)).length,
      };
      const errorLines = outputs
        .flatMap((read) => read().stdout.split('\n'))
        .filter((line) => /"level":(50|60)/.test(line));
      console.log(
        `scale (${store}, seed ${SEED}): ${figures.sent} requests over 2 processes in ${figures.ms} ms ` +
          `(${Math.round((figures.sent * 1000) / figures.ms)}/s, ${CONCURRENCY} in flight); ` +
          `by kind ${JSON.stringify(figures.byKind)}; by status ${JSON.stringify(figures.byStatus)}; ` +
          `lost acks ${figures.lost}; transport errors ${figures.transportErrors}; ` +
          `ack p50 ${at(0.5)} ms p99 ${at(0.99)} ms max ${sorted.at(-1)} ms; ` +
          `receipts ${JSON.stringify(receipts)}; error log lines ${errorLines.length}; ` +
          `CPU ms: apps ${cpu.apps.join(' + ')}, fakes and driver ${cpu.fakesAndDriver}`,
      );

      expect(figures.sent).toBe(REQUESTS);
      expect(figures.lost).toBe(0);
      expect(figures.transportErrors).toBe(0);
      expect(Object.keys(figures.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
      expect(figures.byStatus).toEqual({ 200: REQUESTS });
      expect(errorLines).toEqual([]);

      // Pause and resume: the receipts of each destination alternate from its first state, their
      // number is the number of writes Enlivy received, and the last says what Enlivy holds.
      for (const d of toggled) {
        const states = posted
          .map((t) =>
            t.includes(`paused *${d.name}*`)
              ? false
              : t.includes(`resumed *${d.name}*`)
                ? true
                : undefined,
          )
          .filter((state) => state !== undefined);
        expect(alternates(d.initiallyActive, states), `${d.name}: ${states}`).toBe(true);
        const writes = new Set(
          sim.requests
            .filter((r) => r.method === 'PUT' && r.path.endsWith(`/event-destinations/${d.id}`))
            .map((r) => r.headers['idempotency-key']),
        );
        expect(writes.size, d.name).toBe(states.length);
        expect(sim.state.destinations.get(d.id)?.data.is_active, d.name).toBe(
          states.at(-1) ?? d.initiallyActive,
        );
      }

      // Roles: each person's receipts change their role every time; the last is what is stored.
      const stores = await s.openStores();
      try {
        for (const user of grantees) {
          const roles = posted
            .map((t) => {
              const granted = new RegExp(`made <@${user}> an Enlivy \\*(\\w+)\\*`).exec(t);
              if (granted) return granted[1];
              return t.includes(`removed the Enlivy role granted to <@${user}>`)
                ? 'none'
                : undefined;
            })
            .filter((role) => role !== undefined);
          expect(alternates('none', roles), `${user}: ${roles}`).toBe(true);
          const stored = await stores.roles.get({ teamId: team, isEnterpriseInstall: false }, user);
          expect(stored?.role ?? 'none', user).toBe(roles.at(-1) ?? 'none');
        }
      } finally {
        await stores.close();
      }

      // Subscribes: one receipt per destination Enlivy created.
      const created = [...sim.state.destinations.values()].filter(
        (d) => !existing.has(d.data.id) && d.data.deleted_at == null,
      );
      expect(created.length).toBe(receipts.subscribe);
      expect(created.length).toBeGreaterThan(0);

      // Tests: one delivery at Enlivy per test the editor was told was sent (she reads Slack in
      // Romanian, ro-RO: "…de test `destination.test` [a fost livrat] către *NAME*").
      for (const d of tested) {
        const said = [
          `de test \`destination.test\` către *${d.name}*`,
          `de test \`destination.test\` a fost livrat către *${d.name}*`,
        ];
        // A slow test shows "Sending…" and then its outcome below it; a fast one only the
        // outcome. One destination runs one test at a time (its lock), so in order each
        // outcome either closes the "Sending…" before it or is a test of its own.
        let told = 0;
        let sending = false;
        for (const message of slack.ephemerals(seeded.alice.id, channel)) {
          const text = messageText(message).toLowerCase();
          if (!said.some((needle) => text.includes(needle))) continue;
          const isSending = text.includes('se trimite evenimentul de test');
          if (isSending || !sending) told += 1;
          sending = isSending;
        }
        expect(sim.state.destinationDeliveries(d.id).length, d.name).toBe(told);
      }
    },
    // About 90 s on two idle cores; generous so a busy machine makes it slow, not red.
    900_000,
  );
});

/** True when no two neighbours (starting with `first`) are the same state. */
function alternates<T>(first: T, states: readonly T[]): boolean {
  let previous = first;
  for (const state of states) {
    if (state === previous) return false;
    previous = state;
  }
  return true;
}

function addDestination(s: BuiltStack, name: string, active: boolean): string {
  return s.sim.state.addDestination({
    organization_id: ORG,
    type: 'webhook',
    name,
    destination_url: 'https://hooks.invalid/scale',
    is_active: active,
    events: [{ event: 'invoice.paid' }],
  }).data.id;
}

interface Cast {
  channel: string;
  grantees: string[];
  toggled: { id: string; name: string }[];
  tested: { id: string; name: string }[];
}

/** The fixed-seed list of requests. Bodies are built when sent (fresh trigger and response URLs). */
function script(s: BuiltStack, rng: Rng, cast: Cast): Op[] {
  const { seeded, slack } = s;
  const appId = seeded.bot.appId;
  const readers = [seeded.bob.id, seeded.alice.id, seeded.admin.id, seeded.owner.id];
  const changers = [seeded.alice.id, seeded.admin.id];
  const admins = [seeded.admin.id, seeded.owner.id];
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const pickKind = (): Kind => {
    let roll = rng.int(total);
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'help';
  };
  const command = (user: string, text: string) => () => {
    const built = buildCommand(slack, appId, { user, channel: cast.channel, text });
    return {
      body: formEncode({ ...built.fields }),
      contentType: 'application/x-www-form-urlencoded',
      responseUrl: built.responseUrl,
    };
  };
  const click = (user: string, actionId: string, destinationId: string) => () => {
    const responseUrl = slack.issueResponseUrl({
      channelId: cast.channel,
      userId: user,
      kind: 'actions',
    });
    const payload = {
      type: 'block_actions',
      api_app_id: appId,
      team: { id: seeded.team.id, domain: seeded.team.domain },
      user: { id: user, team_id: seeded.team.id, name: 'scale' },
      trigger_id: `${Date.now()}.${rng.int(1e9)}.scale`,
      channel: { id: cast.channel, name: 'general' },
      container: { type: 'message', message_ts: '1.000100', channel_id: cast.channel },
      response_url: responseUrl,
      actions: [
        {
          type: 'button',
          action_id: actionId,
          block_id: cardBlockId({ scope: 'single', page: 1 }, destinationId),
          value: destinationId,
          action_ts: '1.2',
        },
      ],
    };
    return {
      body: interactivityBody(payload),
      contentType: 'application/x-www-form-urlencoded',
      responseUrl,
    };
  };

  return Array.from({ length: REQUESTS }, (): Op => {
    const kind = pickKind();
    const instance = rng.int(2) as 0 | 1;
    const reader = rng.pick(readers);
    switch (kind) {
      case 'help':
      case 'list':
      case 'status':
        return { kind, instance, build: command(reader, kind === 'list' ? 'list all' : kind) };
      case 'pause':
      case 'resume': {
        const d = rng.pick(cast.toggled);
        return {
          kind,
          instance,
          subject: d.id,
          build: command(rng.pick(changers), `${kind} "${d.name}"`),
        };
      }
      case 'pause-button':
      case 'resume-button': {
        const d = rng.pick(cast.toggled);
        const action = kind === 'pause-button' ? DESTINATION_CARD.pause : DESTINATION_CARD.resume;
        return {
          kind,
          instance,
          subject: d.id,
          answers: 2,
          build: click(rng.pick(changers), action, d.id),
        };
      }
      case 'grant':
      case 'revoke': {
        const user = rng.pick(cast.grantees);
        const text =
          kind === 'grant'
            ? `access grant <@${user}> ${rng.pick(['viewer', 'editor'])}`
            : `access revoke <@${user}>`;
        return { kind, instance, subject: user, build: command(rng.pick(admins), text) };
      }
      case 'subscribe':
        return {
          kind,
          instance,
          subject: 'subscribe',
          build: command(
            seeded.alice.id,
            `subscribe ${rng.pick(SUBSCRIBE_EVENTS)} <#${cast.channel}>`,
          ),
        };
      default: {
        // 'test'
        const d = rng.pick(cast.tested);
        return {
          kind,
          instance,
          subject: d.id,
          build: command(seeded.alice.id, `test "${d.name}"`),
        };
      }
    }
  });
}

/** Sends every op, CONCURRENCY at a time; a change waits for the previous change of its subject. */
async function drive(s: BuiltStack, apps: readonly [BuiltApp, BuiltApp], ops: Op[]) {
  const figures: Figures = {
    sent: 0,
    byKind: {},
    byStatus: {},
    lost: 0,
    transportErrors: 0,
    acks: [],
    ms: 0,
  };
  const lastOf = new Map<string, Promise<unknown>>();
  const started = Date.now();
  let next = 0;

  const answered = (responseUrl: string, answers: number) =>
    waitFor(
      () => (s.slack.model.responseUrls.get(new URL(responseUrl).pathname)?.uses ?? 0) >= answers,
      { timeoutMs: 60_000, intervalMs: 5, message: `${answers} answers through ${responseUrl}` },
    );

  const send = async (op: Op) => {
    const built = op.build();
    const app = apps[op.instance];
    figures.sent += 1;
    figures.byKind[op.kind] = (figures.byKind[op.kind] ?? 0) + 1;
    let ack: AckResult;
    try {
      ack = await sendToApp({
        kind: op.kind,
        url: app.driver.url,
        signingSecret: app.driver.signingSecret,
        body: built.body,
        contentType: built.contentType,
      });
    } catch (err) {
      if (err instanceof SlackAckTimeoutError) figures.lost += 1;
      else figures.transportErrors += 1;
      return;
    }
    figures.acks.push(ack.latencyMs);
    figures.byStatus[ack.status] = (figures.byStatus[ack.status] ?? 0) + 1;
    if (op.subject !== undefined && ack.status === 200)
      await answered(built.responseUrl, op.answers ?? 1);
  };

  const worker = async () => {
    for (let i = next++; i < ops.length; i = next++) {
      const op = ops[i] as Op;
      if (op.subject === undefined) {
        await send(op);
        continue;
      }
      const before = lastOf.get(op.subject) ?? Promise.resolve();
      const mine = before.then(() => send(op));
      lastOf.set(op.subject, mine);
      await mine;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  figures.ms = Date.now() - started;
  return figures;
}
