import type { z } from 'zod';
import type { Standing } from '../../core/access/access-service.js';
import { type Role, roleAllows } from '../../core/access/roles.js';
import type { Request, Services } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { requestFrom } from '../../core/listeners/request.js';
import { AppError } from '../../platform/app-error.js';
import type { ListenerTable } from '../../slack/dispatch.js';
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
  callbackId: string;
  /** The step's title in manifest.yml, for refusals. */
  title: string;
  /** The role the matching command needs. */
  role: Role;
  inputs: z.ZodType<I>;
  run(step: StepRun<I>, services: Services): Promise<StepOutputs>;
}

/** The step's inputs, or a refusal naming the inputs that are missing or unusable. */
function readInputs<I>(spec: { inputs: z.ZodType<I> }, raw: unknown): I {
  const parsed = spec.inputs.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))]
    .filter((name) => name !== '')
    .map((name) => `“${name}”`);
  throw new AppError(
    'bad_input',
    names.length === 1
      ? `The step's ${names[0]} input is missing or not valid.`
      : `The step's ${names.join(', ')} inputs are missing or not valid.`,
    { hint: "Open the workflow in Workflow Builder and fill in the step's inputs." },
  );
}

/**
 * The role check of the matching command, for the person the step acts for: same roles, same
 * rule for people of other workspaces (viewers), worded about that person.
 */
async function admitActor(
  request: Request,
  services: Services,
  spec: { title: string; role: Role },
): Promise<Standing> {
  const standing = await services.access.standing(request);
  if (roleAllows(standing.role, spec.role)) return standing;
  const who = `<@${request.userId}>`;
  throw new AppError(
    'forbidden_role',
    standing.external
      ? `“${spec.title}” needs the ${spec.role} role. ${who} is from another Slack workspace, and people from other workspaces can only be viewers here.`
      : `“${spec.title}” needs the ${spec.role} role; ${who}, whom this step acts for, is ${standing.role === 'admin' ? 'an' : 'a'} ${standing.role}.`,
    {
      requiredRole: spec.role,
      hint: `An Enlivy admin can grant it with /enlivy access grant @person ${spec.role}, or the workflow can act for someone who has it.`,
    },
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
 */
export function registerStep<I extends { user_id: string }>(
  table: ListenerTable,
  services: Services,
  executions: StepExecutions,
  spec: StepSpec<I>,
): void {
  table.function(spec.callbackId, async ({ event, complete, fail, context, client }) => {
    const execution = executions.open(event.function_execution_id, {
      complete: (outputs) => complete({ outputs }),
      fail: (error) => fail({ error }),
    });
    const workflow: WorkflowRef = {
      executionId: event.function_execution_id,
      workflowExecutionId: event.workflow_execution_id,
      stepTitle: event.function.title || spec.title,
    };
    let userId: string | undefined;
    try {
      const inputs = readInputs(spec, event.inputs);
      userId = inputs.user_id;
      const request = requestFrom({ context, client, userId, channelId: undefined });
      const standing = await admitActor(request, services, spec);
      await services.connections.require(request.workspace, standing.connection);
      const outputs = await spec.run({ inputs, request, workflow }, services);
      await execution.complete(present(outputs));
    } catch (err) {
      const problem = recordFailure(services.logger, err, {
        action: `step:${spec.callbackId}`,
        ...(userId ? { userId } : {}),
        workflowExecutionId: workflow.workflowExecutionId,
      });
      await execution.fail(stepFailureText(problem));
    }
  });
}

/** A Slack user id, as `slack#/types/user_id` inputs arrive. */
export const USER_ID = /^[UW][A-Z0-9]{2,}$/;
