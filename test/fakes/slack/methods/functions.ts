import { apiError } from '../errors.js';
import { type FunctionExecutionRecord, outputProblems } from '../functions.js';
import type { AuthedContext, MethodSpec } from './types.js';

/**
 * The execution a completion names, checked as Slack checks it: it must exist, be reached with
 * the execution's own token (`bot_access_token` of its event) and still be running.
 */
function runningExecution(ctx: AuthedContext, method: string): FunctionExecutionRecord {
  const id = ctx.args.string('function_execution_id');
  const execution = id ? ctx.model.functionExecutions.get(id) : undefined;
  if (execution === undefined) throw apiError('function_execution_not_found');
  const refuse = (error: string, extra: Record<string, unknown> = {}) => {
    execution.attempts.push({ method, error });
    return apiError(error, extra);
  };
  if (ctx.token.token !== execution.token) throw refuse('access_denied');
  if (execution.state !== 'running') throw refuse('execution_not_in_running_state');
  return execution;
}

export const functionMethods: Record<string, MethodSpec> = {
  'functions.completeSuccess': {
    auth: 'token',
    scopes: [],
    json: true,
    run(ctx) {
      const execution = runningExecution(ctx, 'functions.completeSuccess');
      const outputs = ctx.args.json('outputs', () => apiError('invalid_arguments')) ?? {};
      const definition = ctx.model.functionDefinitions?.[execution.callbackId];
      const problems = definition
        ? outputProblems(definition, outputs)
        : [`${execution.callbackId} is not a function of this app`];
      if (problems.length > 0) {
        execution.attempts.push({
          method: 'functions.completeSuccess',
          error: 'parameter_validation_failed',
        });
        ctx.model.validationFailures.push({
          method: 'functions.completeSuccess',
          surface: 'message',
          error: 'parameter_validation_failed',
          messages: problems,
          payload: outputs,
          at: ctx.model.now(),
        });
        throw apiError('parameter_validation_failed', {
          response_metadata: { messages: problems.map((p) => `[ERROR] ${p}`) },
        });
      }
      execution.attempts.push({ method: 'functions.completeSuccess' });
      execution.state = 'completed';
      execution.outputs = outputs as Record<string, unknown>;
      return {};
    },
  },
  'functions.completeError': {
    auth: 'token',
    scopes: [],
    json: true,
    run(ctx) {
      const execution = runningExecution(ctx, 'functions.completeError');
      const error = ctx.args.string('error');
      if (!error) throw apiError('invalid_arguments');
      execution.attempts.push({ method: 'functions.completeError' });
      execution.state = 'failed';
      execution.error = error;
      return {};
    },
  },
};
