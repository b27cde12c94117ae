import { describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { useBuiltStack } from '../support/built-app.js';
import { ephemeralText } from './support.js';

/** What the orchestrator (Kubernetes' default) allows between SIGTERM and SIGKILL. */
const GRACE_MS = 10_000;

describe('SIGTERM mid-work (built app)', () => {
  const current = useBuiltStack();

  it('tells every user whose work was cut off what it means, and exits 0 within the grace period', async () => {
    const stack = current();
    const app = await stack.start();
    const output = app.collectOutput();
    const { seeded } = stack;
    const finance = seeded.finance.id;
    // Enlivy takes 12 s to answer: longer than the drain window. First a pause whose PUT hangs…
    stack.sim.injectFault({ kind: 'delay', ms: 12_000, method: 'PUT', times: 10 });
    const pause = await app.driver.command({
      user: seeded.alice.id,
      channel: finance,
      text: 'pause "Accounting sync"',
    });
    expect(pause.status).toBe(200);
    await waitFor(() => stack.sim.requests.some((r) => r.method === 'PUT'), {
      message: 'the pause reaching Enlivy',
    });
    // …then three lists whose reads hang.
    stack.sim.injectFault({
      kind: 'delay',
      ms: 12_000,
      method: 'GET',
      path: '/event-destinations',
      times: 100,
    });
    const readers = [seeded.admin.id, seeded.owner.id, seeded.bob.id];
    for (const user of readers) {
      const ack = await app.driver.command({ user, channel: finance, text: 'list' });
      expect(ack.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const exit = await app.exited;

    expect(exit.at - signalledAt).toBeLessThan(GRACE_MS);
    expect(exit).toMatchObject({ code: 0, signal: null });
    for (const user of readers) {
      const seen = ephemeralText(stack, user);
      expect(seen).toContain('Enlivy for Slack restarted while this was running');
      expect(seen).toContain('nothing was changed — run it again');
    }
    // Alice's Slack locale is ro-RO: she is told in Romanian.
    const paused = ephemeralText(stack, seeded.alice.id);
    expect(paused).toContain('Enlivy for Slack a repornit în timp ce aceasta rula');
    expect(paused).toContain('poate să fi fost aplicată în Enlivy sau nu');
    expect(paused).toContain('/enlivy list');
    expect(paused).not.toContain('nu s-a schimbat nimic');
    const { stdout } = output();
    expect(stdout).toContain('"msg":"stopped"');
    expect(stdout).not.toContain('unfinished');
  }, 60_000);

  it('finishes acked work that ends within the drain window and exits 0', async () => {
    const stack = current();
    const app = await stack.start();
    const output = app.collectOutput();
    const { seeded } = stack;
    stack.sim.injectFault({ kind: 'delay', ms: 2_000, method: 'GET', path: '/organizations' });
    const ack = await app.driver.command({
      user: seeded.alice.id,
      channel: seeded.finance.id,
      text: 'status',
    });
    expect(ack.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    app.child.kill('SIGTERM');
    const exit = await app.exited;

    expect(exit).toMatchObject({ code: 0, signal: null });
    const seen = ephemeralText(stack, seeded.alice.id);
    // Alice's Slack locale is ro-RO: "token works", in Romanian.
    expect(seen).toContain('tokenul funcționează');
    expect(seen).not.toContain('repornit');
    expect(output().stdout).toContain('"msg":"stopped"');
  }, 60_000);
});
