/**
 * `npm run bench -- profile`: the built app under `node --cpu-prof` answering /enlivy help (and
 * list), then where its CPU time went: by package or source file, and the hottest functions. With
 * `BENCH_PROFILE_HEAP=1`, where its allocations went instead (V8's sampling heap profiler over the
 * inspector, collected garbage included). For finding what to cut; it checks no target.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSimulator } from '../test/fakes/service/index.js';
import { freePort } from '../test/fakes/slack/index.js';
import { analyse } from './support/cpuprofile.js';
import { attachInspector, sampleAllocations } from './support/heap-sampling.js';
import { answered, closedLoop } from './support/load.js';
import { startBareApp, startConnectedApp } from './support/processes.js';
import { startSlackStub } from './support/slack-stub.js';
import { BENCH_TEAM, prepareStore } from './support/store.js';
import type { Benchmark } from './types.js';

/** Commands answered before the measured ones, so the profile shows optimized code. */
const WARM_UP = 2_000;

export const profile: Benchmark = {
  description: 'CPU profile of the built app answering commands (where the time goes)',
  async run({ small }) {
    const count = small ? 500 : 3_000;
    const text = process.env.BENCH_PROFILE_COMMAND ?? 'help';
    const sim = await startSimulator();
    const stub = await startSlackStub();
    const dir = mkdtempSync(path.join(tmpdir(), 'enlivy-slack-profile-'));
    try {
      const encryptionKey = randomBytes(32).toString('base64');
      // BENCH_STORE_URL=memory:// (or a Redis URL) to see what the store costs.
      const storeUrl = process.env.BENCH_STORE_URL ?? `sqlite://${path.join(dir, 'store.sqlite')}`;
      await prepareStore(storeUrl, encryptionKey, sim.url, 0);
      const slackEnv = { SLACK_API_URL: stub.apiUrl, SLACK_BOT_TOKEN: 'xoxb-bench-0123456789' };
      const heap = process.env.BENCH_PROFILE_HEAP === '1';
      const inspectorPort = heap ? await freePort() : 0;
      const profiling = heap
        ? [`--inspect=127.0.0.1:${inspectorPort}`]
        : ['--cpu-prof', `--cpu-prof-dir=${dir}`];
      // BENCH_PROFILE_APP=bare profiles the anchor's bare Bolt app instead, for a side by side.
      const app =
        process.env.BENCH_PROFILE_APP === 'bare'
          ? await startBareApp(slackEnv, profiling)
          : await startConnectedApp(
              { slack: slackEnv, simUrl: sim.url, storeUrl, encryptionKey },
              profiling,
            );
      const side = { url: app.url, stub, teamId: () => BENCH_TEAM };
      await closedLoop(side, [text], WARM_UP, 4, true);
      if (heap) {
        await printAllocations(inspectorPort, () => closedLoop(side, [text], count, 4, true), {
          count,
          text,
        });
        await app.stop();
        return { failures: [] };
      }
      const before = app.cpuMs();
      await closedLoop(side, [text], count, 4, true);
      await answered(stub, WARM_UP + count);
      console.log(
        `${count} × /enlivy ${text}: ${((app.cpuMs() - before) / count).toFixed(2)} ms CPU each`,
      );
      await app.stop();
      const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
      if (file === undefined) throw new Error('no .cpuprofile was written');
      const result = analyse(path.join(dir, file));
      console.log(`\nsampled CPU ${result.totalMs.toFixed(0)} ms (start-up included), by owner:`);
      for (const [owner, ms] of result.owners)
        console.log(
          `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / result.totalMs).toFixed(1).padStart(5)}%  ${owner}`,
        );
      console.log('\nhottest functions (self time):');
      for (const [name, ms] of result.functions)
        console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
      if (process.env.BENCH_KEEP_PROFILE) console.log(`\nprofile kept in ${dir}`);
    } finally {
      await Promise.allSettled([sim.close(), stub.close()]);
      if (!process.env.BENCH_KEEP_PROFILE) rmSync(dir, { recursive: true, force: true });
    }
    return { failures: [] };
  },
};

/** Allocations of `count` commands, by package or source file and by function, per command. */
async function printAllocations(
  port: number,
  run: () => Promise<unknown>,
  { count, text }: { count: number; text: string },
): Promise<void> {
  const inspector = await attachInspector(port);
  try {
    const sampling = await sampleAllocations(inspector.call);
    await run();
    const result = await sampling.stop();
    const kb = (bytes: number) => (bytes / count / 1024).toFixed(1).padStart(6);
    console.log(`${count} × /enlivy ${text}: ${kb(result.totalBytes).trim()} KB allocated each`);
    console.log('\nKB allocated per command, by owner:');
    for (const [owner, bytes] of result.owners) console.log(`${kb(bytes)}  ${owner}`);
    console.log('\nKB allocated per command, by function:');
    for (const [name, bytes] of result.functions) console.log(`${kb(bytes)}  ${name}`);
  } finally {
    inspector.close();
  }
}
