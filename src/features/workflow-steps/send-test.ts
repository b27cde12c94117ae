import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { literalText } from '../../slack/blocks.js';
import { DEFAULT_FOLLOW, type FollowOptions, runTest } from '../destinations/index.js';
import { destinationFromCommand } from '../shared/destinations/target.js';
import { destinationName } from '../shared/destinations/views/card.js';
import { stepsSay } from './copy/index.js';
import { STEPS } from './ids.js';
import { type StepSpec, USER_ID } from './run-step.js';

const inputs = z.object({
  destination: z.string().trim().min(1).max(300),
  user_id: z.string().regex(USER_ID),
});

type Inputs = z.infer<typeof inputs>;

/** A test of the destination is already running: no second one is sent. */
export function testBusy(destination: string, t: Translator): AppError {
  const say = stepsSay(t);
  const name = literalText(destination, { strong: true });
  return new AppError('bad_input', say('test.busy', { name }), { hint: say('test.busy.hint') });
}

/**
 * `send_test_event`: `/enlivy test NAME` for a workflow. One test per destination at a time,
 * one Idempotency-Key, the delivery followed by its id for up to 30 s; the outputs are the
 * delivery as Enlivy last showed it (`pending` when it had not finished by then).
 */
export function sendTestEventStep(follow: FollowOptions = DEFAULT_FOLLOW): StepSpec<Inputs> {
  return {
    callbackId: STEPS.sendTestEvent,
    role: 'editor',
    inputs,
    async run({ inputs: { destination: query }, request }, services) {
      return services.connections.use(request.workspace, async (connected) => {
        const destination = await destinationFromCommand(connected, request, services, query);
        const test = await runTest(services, {
          connected,
          request,
          destination,
          timing: { follow },
        });
        if (test.kind === 'busy') throw testBusy(destinationName(destination), await request.t());
        const delivery = test.outcome.delivery;
        return {
          delivery_id: delivery.id,
          status: delivery.status,
          response_status: delivery.response_status ?? undefined,
        };
      });
    },
  };
}
