import type { AnyMiddlewareArgs, CodedError } from '@slack/bolt';
import { ErrorCode } from '@slack/bolt';
import { errorMessage, slackNotReachedMessage } from '../../core/error-views.js';
import { logFailure } from '../../core/errors/failure-log.js';
import { toUserError } from '../../core/errors/user-error.js';
import { newReferenceId, storeUnavailableIn } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { burstLog } from '../../platform/logging/burst-log.js';
import type { Logger } from '../../platform/logging/logger.js';
import { currentAckWindow } from '../../slack/ack-window.js';
import { slackNotReadyIn } from '../../slack/bot-identity.js';
import { isSubmissionNotRun } from '../../slack/request-gate.js';
import { respondVia } from '../../slack/respond-url.js';
import { sourceOf } from '../../slack/source.js';
import { noInstallationIn } from '../../store/index.js';
import { installationProblemMessage } from './views/connection.js';

/**
 * Bolt's error handler: what a person is told when their request could not run at all (Slack
 * not reached yet, no installation for their workspace, the store down while reading it). No
 * one's language can be read there, so `t` is the app's default language.
 */
export function unrunnableRequests(logger: Logger, t: Translator) {
  // Refusals anyone can cause in floods: one warning per burst, with a count.
  const notInstalled = burstLog(logger);
  const slackNotReachedYet = burstLog(logger);
  // The arguments Bolt passes with `extendedErrorHandler: true`, as much of them as is used.
  async function answer({ error, body }: { error: CodedError; body: AnyMiddlewareArgs['body'] }) {
    // A form told it was not saved, whose listener then stopped at its ack: logged by the gate.
    if (isSubmissionNotRun(error)) return;
    const source = sourceOf(body);
    const authorization = error.code === ErrorCode.AuthorizationError;
    const slackNotReady = authorization ? slackNotReadyIn(error) : undefined;
    if (slackNotReady) {
      // Single-workspace mode before auth.test succeeded: said as such, and retried meanwhile.
      slackNotReachedYet.warn({ ...source.ids }, `request not run: ${slackNotReady.message}`);
      if (source.responseUrl)
        await respondVia(source.responseUrl)(slackNotReachedMessage(t)).catch(() => undefined);
      return;
    }
    // Bolt reads the installation from the store: when the store is down, say so, since
    // reinstalling would fail the same way.
    const storeDown = authorization ? storeUnavailableIn(error) : undefined;
    if (authorization && !storeDown && noInstallationIn(error)) {
      // Anyone can send requests naming a team; only a burst's first line and its count.
      notInstalled.warn(
        { ...source.ids },
        'request from a workspace where the app is not installed: not run',
      );
      if (source.responseUrl)
        await respondVia(source.responseUrl)(installationProblemMessage(undefined, t)).catch(
          () => undefined,
        );
      return;
    }
    const reference = newReferenceId();
    logFailure(logger, storeDown ?? error, reference, { action: 'bolt', ...source.ids });
    if (storeDown) currentAckWindow()?.answerBeforeStore(reference);
    if (authorization && source.responseUrl) {
      const message = storeDown
        ? errorMessage(toUserError(storeDown, reference, t))
        : installationProblemMessage(reference, t);
      await respondVia(source.responseUrl)(message).catch(() => undefined);
    }
  }

  return {
    answer,
    /** Writes the counts of bursts still open (at stop). */
    flush() {
      notInstalled.flush();
      slackNotReachedYet.flush();
    },
  };
}
