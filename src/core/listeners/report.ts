import type { Translator } from '../../platform/i18n/index.js';
import type { Logger } from '../../platform/logging/logger.js';
import type { SlackUi } from '../../slack/ui.js';
import { errorMessage } from '../error-views.js';
import { logFailure, recordFailure } from '../errors/failure-log.js';

/**
 * The one place failures reach users: a reference id (unexpected failures only), one log line
 * carrying it, and a clear ephemeral message. If even that message cannot be delivered, the log line still exists.
 */
export async function reportFailure(
  err: unknown,
  where: {
    logger: Logger;
    ui: SlackUi;
    action: string;
    userId: string;
    /** The reader's translator (the request's `t`); English without it. */
    t?: (() => Promise<Translator>) | undefined;
  },
): Promise<string | undefined> {
  const t = await where.t?.().catch(() => undefined);
  const problem = recordFailure(
    where.logger,
    err,
    { action: where.action, userId: where.userId },
    t,
  );
  try {
    await where.ui.respond(errorMessage(problem));
  } catch (deliveryError) {
    logFailure(where.logger, deliveryError, problem.reference, {
      action: `${where.action}:report`,
    });
  }
  return problem.reference;
}

/**
 * Runs listener work after the ack and routes any failure to reportFailure (in the reader's
 * language, `t`). The app's middleware already runs it in the acting person's language.
 */
export async function guarded(
  work: () => Promise<void>,
  where: {
    logger: Logger;
    ui: SlackUi;
    action: string;
    userId: string;
    t?: () => Promise<Translator>;
  },
): Promise<void> {
  try {
    await work();
  } catch (err) {
    await reportFailure(err, where);
  }
}
