/** Signed slash commands sent over loopback HTTP, paced (open loop) or as fast as answered. */
import { request } from 'undici';
import { formEncode, signatureHeaders } from '../../test/fakes/slack/index.js';
import { type BenchProcess, SIGNING_SECRET } from './processes.js';
import type { SlackStub } from './slack-stub.js';

export interface CommandTarget {
  url: string;
  stub: SlackStub;
  /** Which workspace sends the n-th command (round-robin over many for the memory run). */
  teamId: (n: number) => string;
}

export interface Sent {
  latencies: number[];
  /** Non-200 answers, failed connections and acks over 3 s. */
  failures: number;
  /** Open loop: the rate the commands were actually sent at (the generator may fall behind). */
  offeredPerSecond?: number;
}

let sequence = 0;

/**
 * Sends one command; resolves with its ack latency, or (`untilAnswered`) once its answer reached
 * the response_url too, as a person waiting for the answer before typing the next command.
 * Through undici's `request`, not `fetch`: WHATWG fetch cost this (timing) process about 0.7 ms
 * per command, and its garbage collections showed up in both apps' ack p99 (3.5–9 ms from round
 * to round for the bare app, against 1.3–3.3 ms now).
 */
async function sendCommand(
  target: CommandTarget,
  text: string,
  n: number,
  untilAnswered = false,
): Promise<number> {
  sequence += 1;
  const responseUrl = target.stub.responseUrl();
  const answer = untilAnswered ? target.stub.answerTo(responseUrl) : undefined;
  const body = formEncode({
    token: 'bench',
    team_id: target.teamId(n),
    team_domain: 'bench',
    channel_id: 'C0BENCH',
    channel_name: 'bench',
    user_id: 'U0VIEWER',
    user_name: 'viewer',
    command: '/enlivy',
    text,
    api_app_id: 'A0BENCH',
    is_enterprise_install: 'false',
    response_url: responseUrl,
    trigger_id: `${sequence}.${Date.now()}.bench`,
  });
  const started = performance.now();
  const res = await request(`${target.url}/slack/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...signatureHeaders(SIGNING_SECRET, body),
    },
    body,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  await res.body.dump();
  const latency = performance.now() - started;
  if (res.statusCode !== 200 || latency > 3_000)
    throw new Error(`ack ${res.statusCode} in ${latency} ms`);
  if (answer !== undefined) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in 10 s')), 10_000);
    });
    await Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }
  return latency;
}

/**
 * `count` commands, `concurrency` at a time. Each slot sends its next command once the previous
 * one is acked, or with `untilAnswered` once it is answered (CPU and memory runs: acked work
 * piling up behind a flood of instant acks would measure the backlog, not the command).
 */
export async function closedLoop(
  target: CommandTarget,
  texts: readonly string[],
  count: number,
  concurrency: number,
  untilAnswered = false,
): Promise<Sent> {
  const sent: Sent = { latencies: [], failures: 0 };
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      try {
        sent.latencies.push(
          await sendCommand(target, texts[n % texts.length] as string, n, untilAnswered),
        );
      } catch {
        sent.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sent;
}

/** `ratePerSecond` commands a second for `seconds`, sent on schedule whatever the answers do. */
export async function openLoop(
  target: CommandTarget,
  texts: readonly string[],
  ratePerSecond: number,
  seconds: number,
): Promise<Sent> {
  const sent: Sent = { latencies: [], failures: 0 };
  const total = Math.round(ratePerSecond * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      sendCommand(target, texts[n % texts.length] as string, n).then(
        (latency) => {
          sent.latencies.push(latency);
        },
        () => {
          sent.failures += 1;
        },
      ),
    );
  }
  sent.offeredPerSecond = total / Math.max(0.001, (performance.now() - started) / 1000);
  await Promise.all(inFlight);
  return sent;
}

/** Resolves once the stub has seen `count` response_url posts (the work after the acks). */
export async function answered(stub: SlackStub, count: number, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (stub.answers < count) {
    if (performance.now() > deadline)
      throw new Error(`only ${stub.answers} of ${count} commands answered`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** CPU time of `process` per command over `count` answered commands (the work after the ack too). */
export async function cpuPerCommand(
  process: BenchProcess,
  side: CommandTarget,
  stub: SlackStub,
  text: string,
  count: number,
): Promise<number> {
  const before = process.cpuMs();
  const answers = stub.answers;
  await closedLoop(side, [text], count, 4, true);
  await answered(stub, answers + count);
  return (process.cpuMs() - before) / count;
}
