import { describe, expect, it } from 'vitest';
import { ChannelQueue } from '../../../src/features/cards/channel-queue.js';

describe('per-channel queue', () => {
  it('gives each post in a channel its own slot one interval apart, channels independently', async () => {
    let now = 1_000_000;
    const queue = new ChannelQueue({ intervalMs: 1_000, horizonMs: 2_500, now: () => now });
    const slots = [
      queue.schedule('C1', async () => 'a'),
      queue.schedule('C1', async () => 'b'),
      queue.schedule('C2', async () => 'c'),
    ];
    expect(slots.map((s) => (s.kind === 'queued' ? s.startsAt - 1_000_000 : 'busy'))).toEqual([
      0, 1_000, 0,
    ]);
    // Past the horizon a post is refused, with how long until there is room.
    queue.schedule('C1', async () => 'd');
    const refused = queue.schedule('C1', async () => 'e');
    expect(refused).toEqual({ kind: 'busy', retryAfterMs: 500 });
    now += 10_000;
    const [first, , third] = slots;
    expect(first?.kind === 'queued' && (await first.done)).toBe('a');
    expect(third?.kind === 'queued' && (await third.done)).toBe('c');
  });

  it('holds a channel off after Slack said to wait', () => {
    const now = 5_000;
    const queue = new ChannelQueue({ intervalMs: 1_000, horizonMs: 1_500, now: () => now });
    queue.holdOff('C1', 2_000);
    expect(queue.schedule('C1', async () => 1)).toEqual({ kind: 'busy', retryAfterMs: 500 });
    expect(queue.schedule('C2', async () => 1).kind).toBe('queued');
  });
});
