import { z } from 'zod';
import { logFailure } from '../../core/errors/failure-log.js';
import { newReferenceId } from '../../platform/app-error.js';
import type { SlackMessage } from '../../slack/ui.js';
import { changeActive } from '../pausing/index.js';
import { destinationFromCommand } from '../shared/destinations/target.js';
import { destinationName } from '../shared/destinations/views/card.js';
import type { StepsDeps } from './deps.js';
import { STEPS } from './ids.js';
import { type StepRun, type StepSpec, USER_ID } from './run-step.js';
import { stepActiveChangedReceipt } from './views/messages.js';

const inputs = z.object({
  destination: z.string().trim().min(1).max(300),
  active: z.boolean(),
  user_id: z.string().regex(USER_ID),
});

type Inputs = z.infer<typeof inputs>;

/** The receipt goes to the person the step acted for; the change stands if Slack refuses it. */
async function sendReceipt(step: StepRun<Inputs>, services: StepsDeps, message: SlackMessage) {
  try {
    await step.request.ui.respond(message);
  } catch (err) {
    logFailure(services.logger, err, newReferenceId(), {
      action: 'step:receipt',
      userId: step.request.userId,
    });
  }
}

/**
 * `set_destination_active`: `/enlivy pause` / `resume` for a workflow. The destination is
 * resolved as the command resolves NAME; the change runs under the same lock, Idempotency-Key
 * and reconcile; a change gets one receipt naming the workflow.
 */
export const setDestinationActiveStep: StepSpec<Inputs> = {
  callbackId: STEPS.setDestinationActive,
  role: 'editor',
  inputs,
  async run(step, services) {
    const { request } = step;
    const { destination: query, active } = step.inputs;
    const result = await services.connections.use(request.workspace, async (connected) => {
      const destination = await destinationFromCommand(connected, request, services, query);
      return changeActive(services, {
        connected,
        request,
        destinationId: destination.id,
        active,
      });
    });
    if (result.changed) {
      await sendReceipt(
        step,
        services,
        stepActiveChangedReceipt(
          {
            userId: request.userId,
            destination: result.destination,
            active,
            workflow: step.workflow,
          },
          await request.t(),
        ),
      );
    }
    return {
      destination_id: result.destination.id,
      name: destinationName(result.destination),
      is_active: result.destination.is_active === true,
    };
  },
};
