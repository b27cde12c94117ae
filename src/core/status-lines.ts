import type { Translator } from '../platform/i18n/index.js';
import type { Logger } from '../platform/logging/logger.js';
import { safeError } from '../platform/logging/logger.js';
import type { CommandRequest } from './request.js';

/**
 * One line of `/enlivy status` that a feature other than the connection adds (how links unfold
 * in this channel, …), in the reader's language; undefined when it has nothing to say here.
 */
export type StatusLine = (request: CommandRequest, t: Translator) => Promise<string | undefined>;

/** The lines features add to `/enlivy status`, in the order they were added. */
export interface StatusLines {
  add(name: string, line: StatusLine): void;
  /** Every feature's line for this request; a line that fails is left out (and logged). */
  render(request: CommandRequest, t: Translator): Promise<string[]>;
}

export function createStatusLines(logger: Logger): StatusLines {
  const lines = new Map<string, StatusLine>();
  return {
    add(name, line) {
      if (lines.has(name)) throw new Error(`Two status lines named ${name}`);
      lines.set(name, line);
    },
    async render(request, t) {
      const settled = await Promise.allSettled([...lines.values()].map((line) => line(request, t)));
      const names = [...lines.keys()];
      return settled.flatMap((outcome, i) => {
        if (outcome.status === 'fulfilled')
          return outcome.value === undefined ? [] : [outcome.value];
        logger.warn({ err: safeError(outcome.reason), line: names[i] }, 'a status line failed');
        return [];
      });
    },
  };
}
