import type { App } from '@slack/bolt';
import type { z } from 'zod';
import type { Standing } from '../../core/access/access-service.js';
import { type Role, roleAllows } from '../../core/access/roles.js';
import type { Request } from '../../core/context.js';
import { roleName } from '../../core/copy/index.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { once } from '../../core/language.js';
import { requestOf } from '../../core/listeners/request.js';
import { AppError } from '../../platform/app-error.js';
import type { Language, Translator } from '../../platform/i18n/index.js';
import { inLanguage } from '../../platform/request-context.js';
import { workspaceOf } from '../../slack/workspace.js';
import { type StepId, stepsSay, stepTitle } from './copy/index.js';
import type { StepsDeps } from './deps.js';
import type { StepExecutions } from './executions.js';
import { stepFailureText } from './views/messages.js';
import type { WorkflowRef } from './workflow.js';

/** What a step's work gets: its inputs, the person it acts for, and the workflow run. */
export interface StepRun<I> {
  inputs: I;
  /** A request from `inputs.user_id`: role checks, receipts and Slack calls are theirs. */
  request: Request;
  workflow: WorkflowRef;
}

export type StepOutputs = Record<string, string | number | boolean | undefined>;

export interface StepSpec<I extends { user_id: string }> {
  callbackId: StepId;
  /** The role the matching command needs. */
  role: Role;
  inputs: z.ZodType<I>;
  run(step: StepRun<I>, services: StepsDeps): Promise<StepOutputs>;
}

/** The step's inputs, or a refusal naming the inputs that are missing or unusable. */
export function readInputs<I>(spec: { inputs: z.ZodType<I> }, raw: unknown, t: Translator): I {
  const parsed = spec.inputs.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const say = stepsSay(t);
  const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))]
    .filter((name) => name !== '')
    .map((name) => say('inputs.name', { name }));
  throw new AppError(
    'bad_input',
    say('inputs.bad', { count: names.length, names: names.join(', ') }),
    { hint: say('inputs.hint') },
  );
}

/**
 * The role check of the matching command, for the person the step acts for: same roles, same
 * rule for people of other workspaces (viewers), worded about that person.
 */
async function admitActor(
  request: Request,
  services: StepsDeps,
  spec: { callbackId: StepId; role: Role },
  t: Translator,
): Promise<Standing> {
  const standing = await services.access.standing(request);
  if (roleAllows(standing.role, spec.role)) return standing;
  throw roleRefusal(spec, request.userId, standing, t);
}

/** Why the person the step acts for may not run it, in the step's language. */
export function roleRefusal(
  spec: { callbackId: StepId; role: Role },
  userId: string,
  standing: Pick<Standing, 'role' | 'external'>,
  t: Translator,
): AppError {
  const say = stepsSay(t);
  const values = {
    title: stepTitle(spec.callbackId, t),
    role: roleName(t, spec.role),
    user: userId,
  };
  return new AppError(
    'forbidden_role',
    standing.external
      ? say('role.external', values)
      : say('role.tooLow', { ...values, actual: say(`role.is.${standing.role}`) }),
    { requiredRole: spec.role, hint: say('role.hint', { role: spec.role }) },
  );
}

/** Outputs without the optional ones Enlivy had no value for. */
function present(outputs: StepOutputs): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(outputs).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | boolean>;
}

/**
 * Registers a custom step. Bolt acks the event; the work then always ends the execution: with
 * the outputs, or with a plain-language reason (the one failure log line carries its reference).
 * `executions` ends what is still running when the app stops.
 *
 * Language. A step runs outside `guarded`, so it sets its own. Its outputs are read by the
 * workflow, not by people: they stay values (ids, Enlivy's status codes, numbers), never words.
 * Its error (completeError) is read by the workflow's people, and its receipt by the person it
 * acts for. Every step names that person (`user_id`), and acts and is refused as them, like
 * their own command: once its inputs are read, the step speaks that person's language (their
 * choice, else their Slack locale, else the workspace default), for the error, the receipt and
 * the Accept-Language of its Enlivy calls alike. Before (inputs that cannot be read name no one)
 * it speaks the workspace default.
 */
export function registerStep<I extends { user_id: string }>(
  app: App,
  services: StepsDeps,
  executions: StepExecutions,
  spec: StepSpec<I>,
): void {
  app.function(spec.callbackId, async (args) => {
    const { event, complete, fail, context } = args;
    const execution = executions.open(event.function_execution_id, {
      complete: (outputs) => complete({ outputs }),
      fail: (error) => fail({ error }),
    });
    const workflow: WorkflowRef = {
      executionId: event.function_execution_id,
      workflowExecutionId: event.workflow_execution_id,
      step: spec.callbackId,
      startedAt: services.now().toISOString(),
    };
    const { translators } = services.languages;
    let language: () => Promise<Language> = once(() =>
      services.languages.workspaceLanguage(workspaceOf(context)),
    );
    let userId: string | undefined;
    try {
      const workspaceT = translators.for(await language());
      execution.speak(workspaceT);
      const inputs = readInputs(spec, event.inputs, workspaceT);
      userId = inputs.user_id;
      const request = requestOf(args, { userId, channelId: undefined });
      language = request.language;
      const t = await request.t();
      execution.speak(t);
      await inLanguage(request.language, async () => {
        const standing = await admitActor(request, services, spec, t);
        await services.connections.require(request.workspace, standing.connection);
        const outputs = await spec.run({ inputs, request, workflow }, services);
        await execution.complete(present(outputs));
      });
    } catch (err) {
      const t = translators.for(await language());
      const problem = recordFailure(
        services.logger,
        err,
        {
          action: `step:${spec.callbackId}`,
          ...(userId ? { userId } : {}),
          workflowExecutionId: workflow.workflowExecutionId,
        },
        t,
      );
      await execution.fail(stepFailureText(problem));
    }
  });
}

/** A Slack user id, as `slack#/types/user_id` inputs arrive. */
export const USER_ID = /^[UW][A-Z0-9]{2,}$/;
