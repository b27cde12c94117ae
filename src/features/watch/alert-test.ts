import type { WebClient } from '@slack/web-api';
import type { Request } from '../../core/context.js';
import type { TestProgress } from '../destinations/index.js';
import { testLine } from '../destinations/index.js';
import { alertChannel } from './alert-channel.js';
import { alertTestReply } from './views/incident.js';

/**
 * A test sent from a failure alert shows in the alert's thread, one reply updated in place with
 * the outcome: the alert itself stays as it is, and everyone following the incident sees the
 * test. When Slack refuses the reply or its update, the clicker is told the same privately, so
 * the outcome is never left unsaid.
 */
export function alertThreadProgress(
  request: Request,
  thread: { client: WebClient; channelId: string; alertTs: string } | undefined,
): TestProgress {
  const channel = thread && alertChannel(thread.client, thread.channelId);
  let replyTs: string | undefined;
  // After one refusal (or an unclear answer) the thread is left alone: no second reply there.
  let threadFailed = false;
  const privately = async (line: string) =>
    request.ui.respond(alertTestReply(request.userId, line, await request.t()), {
      replaceOriginal: false,
    });
  return {
    async show(destination, state) {
      const options = { deliveriesButton: true };
      // The clicker reads a private note in their language; the thread is the channel's.
      const privateLine = async () => testLine(destination, state, options, await request.t());
      if (channel === undefined || thread === undefined || threadFailed) {
        return privately(await privateLine());
      }
      const channelT = await request.channelT();
      const message = alertTestReply(
        request.userId,
        testLine(destination, state, options, channelT),
        channelT,
      );
      try {
        if (replyTs === undefined) {
          const ts = await channel.post(message, thread.alertTs);
          if (ts === '') throw new Error('Slack answered the thread reply without its ts');
          replyTs = ts;
        } else {
          await channel.update(replyTs, message);
        }
      } catch {
        threadFailed = true;
        await privately(await privateLine());
      }
    },
  };
}
