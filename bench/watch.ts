/**
 * The failure-watch benchmark: N watched workspaces on one Redis, two app instances (BullMQ
 * job schedulers), the Enlivy simulator, a fast interval. A few "sample" workspaces are
 * connected to the organization whose webhooks fail (answering with a redirect, so each failure
 * opens an alert at once); the others to a quiet one. Reports Enlivy calls per interval, alert
 * lag (delivery recorded → chat.postMessage of the alert), RSS, and whether any workspace was
 * read twice in one interval.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { offsetInInterval } from '../src/jobs/engine.js';
import { DEFAULT_THRESHOLD, type WorkspaceRef, workspaceKey } from '../src/store/index.js';
import { SEED } from '../test/fakes/service/index.js';
import { startStack } from '../test/integration/support/stack.js';

export interface WatchBenchOptions {
  workspaces: number;
  /** Workspaces connected to the failing organization (each failure alerts in all of them). */
  samples: number;
  intervalSeconds: number;
  /** Failing destinations, one failure each, an interval and a half apart. */
  rounds: number;
  redisUrl: string;
}

export interface WatchBenchResult {
  enlivyCallsPerInterval: number;
  readsPerInterval: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagSamples: number;
  alertsExpected: number;
  maxRssMb: number;
  doubleReads: number;
  readsByInstance: number[];
  setupSeconds: number;
}

const EVENTS = [
  'bank_account.created',
  'bank_account.updated',
  'bank_transaction.created',
  'bank_transaction.updated',
  'payslip.created',
  'receipt.created',
  'project.created',
  'proposal.created',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A local webhook answering every delivery with a redirect: Enlivy records an anomaly. */
async function redirectingReceiver() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(302, { location: 'http://127.0.0.1/elsewhere' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
}

export async function runWatchBench(options: WatchBenchOptions): Promise<WatchBenchResult> {
  const intervalMs = options.intervalSeconds * 1000;
  const namespace = `bench-watch-${randomUUID()}`;
  const polls: { instance: number; key: string; at: number; outcome: string }[] = [];
  const stack = await startStack({
    storeUrl: options.redisUrl,
    namespace,
    env: {
      FAILURE_WATCH_INTERVAL: String(options.intervalSeconds),
      FAILURE_WATCH_MAX_RPS: '10000',
    },
    watchTuning: (instance) => ({
      concurrency: 50,
      onPolled: ({ workspace, outcome, startedAt }) =>
        polls.push({ instance, key: workspaceKey(workspace), at: startedAt, outcome }),
    }),
  });
  const receiver = await redirectingReceiver();
  let maxRss = 0;
  const rssTimer = setInterval(() => {
    maxRss = Math.max(maxRss, process.memoryUsage().rss);
  }, 500);
  const workspaces: WorkspaceRef[] = Array.from({ length: options.workspaces }, (_, i) => ({
    teamId: `TB${String(i).padStart(6, '0')}`,
    isEnterpriseInstall: false,
  }));
  try {
    await stack.addInstance();
    const setupStart = Date.now();
    const installation = await stack.stores.installations.fetchInstallation({
      teamId: stack.teamId,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    const connection = await stack.stores.connections.get(stack.workspace);
    if (connection === undefined) throw new Error('The bench stack has no connection');
    const now = new Date();
    await inBatches(workspaces, 200, async (workspace) => {
      const index = Number((workspace.teamId ?? '').slice(2));
      await stack.stores.installations.storeInstallation({
        ...installation,
        team: { id: workspace.teamId ?? '', name: 'Bench' },
      });
      await stack.stores.connections.save(workspace, {
        ...connection,
        organizationId: index < options.samples ? SEED.organizations.demo : SEED.organizations.free,
      });
      await stack.stores.watch.saveSettings(workspace, {
        workspace,
        channelId: stack.channels.general,
        setBy: stack.users.editor,
        setAt: now.toISOString(),
        since: new Date(now.getTime() - 60_000).toISOString(),
        mutes: {},
        threshold: DEFAULT_THRESHOLD,
      });
      await stack.app.services.watch.watch(workspace);
    });
    const setupSeconds = (Date.now() - setupStart) / 1000;
    const failing = EVENTS.slice(0, options.rounds).map((event, i) =>
      stack.sim.state.addDestination({
        organization_id: SEED.organizations.demo,
        type: 'webhook',
        name: `Bench hook ${i + 1}`,
        destination_url: receiver.url,
        events: [{ event }],
      }),
    );

    // One interval for the schedulers to settle, then measure.
    await sleep(intervalMs * 1.2);
    stack.sim.requests.length = 0;
    const windowStart = Date.now();
    const firstPoll = polls.length;
    const postsBefore = stack.slack.callsTo('chat.postMessage').length;
    for (const [i, event] of EVENTS.slice(0, options.rounds).entries()) {
      stack.sim.emitEvent(SEED.organizations.demo, event);
      await stack.sim.settle();
      if (i < options.rounds - 1) await sleep(intervalMs * 1.5);
    }
    await sleep(intervalMs * 2);
    const windowMs = Date.now() - windowStart;
    const intervals = windowMs / intervalMs;
    const enlivyCalls = stack.sim.requests.length;

    const created = new Map(
      failing.map((d) => [
        d.data.name,
        Date.parse(stack.sim.state.destinationDeliveries(d.data.id)[0]?.data.created_at ?? ''),
      ]),
    );
    const lags: number[] = [];
    for (const call of stack.slack.callsTo('chat.postMessage').slice(postsBefore)) {
      const text = String(call.args.text ?? '');
      if (!text.includes('are failing')) continue;
      for (const [name, at] of created) if (text.includes(`*${name}*`)) lags.push(call.at - at);
    }
    lags.sort((a, b) => a - b);

    const reads = polls.slice(firstPoll).filter((p) => p.outcome === 'read');
    const byWorkspace = new Map<string, number[]>();
    for (const p of polls) {
      if (p.outcome !== 'read') continue;
      byWorkspace.set(p.key, [...(byWorkspace.get(p.key) ?? []), p.at]);
    }
    // Two reads of one workspace that began in the same slot of the schedule (its interval,
    // shifted by the workspace's offset) were one interval read twice.
    let doubleReads = 0;
    for (const [key, times] of byWorkspace) {
      const offset = offsetInInterval(key, intervalMs);
      const slots = times.map((t) => Math.floor((t - offset) / intervalMs));
      doubleReads += slots.length - new Set(slots).size;
    }
    return {
      enlivyCallsPerInterval: Math.round(enlivyCalls / intervals),
      readsPerInterval: Math.round(reads.length / intervals),
      lagP50Ms: quantile(lags, 0.5),
      lagP99Ms: quantile(lags, 0.99),
      lagSamples: lags.length,
      alertsExpected: options.rounds * options.samples,
      maxRssMb: Math.round(maxRss / 1024 / 1024),
      doubleReads,
      readsByInstance: [0, 1].map((i) => reads.filter((p) => p.instance === i).length),
      setupSeconds,
    };
  } finally {
    clearInterval(rssTimer);
    await inBatches(workspaces, 200, (workspace) => stack.app.services.watch.unwatch(workspace));
    await stack.stop();
    await receiver.close();
    await deleteNamespace(options.redisUrl, namespace);
  }
}

/** The bench's keys (records and BullMQ's) out of the shared Redis. */
async function deleteNamespace(url: string, namespace: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
