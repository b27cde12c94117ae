/**
 * One queue per Slack channel, so this instance posts at most one message per interval to a
 * channel (Slack allows about one a second per channel and answers 429 beyond). A post is given
 * the channel's next free slot; a slot further away than the horizon is refused (the caller
 * answers 503 and Enlivy's retry brings the event back), so a burst waits in memory only boundedly.
 */
export interface ChannelQueueOptions {
  intervalMs: number;
  /** How far ahead a slot may be given. */
  horizonMs: number;
  now?: () => number;
}

/** Slack's pace for chat.postMessage: about one a second per channel; a minute of backlog at most. */
export const SLACK_CHANNEL_PACE: ChannelQueueOptions = { intervalMs: 1_000, horizonMs: 60_000 };

export type Slot<T> =
  | { kind: 'queued'; startsAt: number; done: Promise<T> }
  | { kind: 'busy'; retryAfterMs: number };

interface ChannelState {
  nextSlotAt: number;
  tail: Promise<unknown>;
}

export class ChannelQueue {
  private readonly channels = new Map<string, ChannelState>();
  private readonly now: () => number;

  constructor(private readonly options: ChannelQueueOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Runs `work` in the channel's next slot, after the work before it ended. */
  schedule<T>(channel: string, work: () => Promise<T>): Slot<T> {
    const now = this.now();
    const state = this.channels.get(channel) ?? { nextSlotAt: now, tail: Promise.resolve() };
    const startsAt = Math.max(now, state.nextSlotAt);
    if (startsAt - now > this.options.horizonMs) {
      return { kind: 'busy', retryAfterMs: startsAt - now - this.options.horizonMs };
    }
    state.nextSlotAt = startsAt + this.options.intervalMs;
    const done = state.tail.then(async () => {
      const wait = startsAt - this.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return work();
    });
    state.tail = done.catch(() => undefined);
    this.channels.set(channel, state);
    void state.tail.then(() => this.forgetIdle(channel, state));
    return { kind: 'queued', startsAt, done };
  }

  /** Slack said to wait: nothing more is given a slot in this channel before then. */
  holdOff(channel: string, ms: number): void {
    const state = this.channels.get(channel);
    const until = this.now() + ms;
    if (state) state.nextSlotAt = Math.max(state.nextSlotAt, until);
    else this.channels.set(channel, { nextSlotAt: until, tail: Promise.resolve() });
  }

  /** Channels with nothing queued are dropped once their slot has passed (bounded memory). */
  private forgetIdle(channel: string, state: ChannelState): void {
    const current = this.channels.get(channel);
    if (current !== state) return;
    const left = state.nextSlotAt - this.now();
    const drop = () => {
      if (this.channels.get(channel) === state && state.nextSlotAt <= this.now()) {
        this.channels.delete(channel);
      }
    };
    if (left <= 0) drop();
    else setTimeout(drop, left + 1).unref();
  }

  get size(): number {
    return this.channels.size;
  }
}
