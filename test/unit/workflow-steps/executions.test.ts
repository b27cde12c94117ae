import { describe, expect, it } from 'vitest';
import {
  createStepExecutions,
  STEP_CUT_OFF,
} from '../../../src/features/workflow-steps/executions.js';
import { memoryLogger } from '../../integration/support/parts.js';

function recorder(options: { refuseOutputs?: boolean } = {}) {
  const calls: string[] = [];
  return {
    calls,
    end: {
      async complete(outputs: Record<string, unknown>) {
        calls.push(`complete ${JSON.stringify(outputs)}`);
        if (options.refuseOutputs) throw new Error('parameter_validation_failed');
      },
      async fail(error: string) {
        calls.push(`fail ${error}`);
      },
    },
  };
}

describe('step executions', () => {
  it('each ends once; the app stopping fails only those still running', async () => {
    const executions = createStepExecutions(memoryLogger('info').logger);
    const done = recorder();
    const hung = recorder();
    const first = executions.open('Fx1', done.end);
    executions.open('Fx2', hung.end);
    await first.complete({ a: 1 });
    await first.fail('late');
    expect(executions.size).toBe(1);
    await executions.failUnfinished(STEP_CUT_OFF);
    expect(done.calls).toEqual(['complete {"a":1}']);
    expect(hung.calls).toEqual([`fail ${STEP_CUT_OFF}`]);
    expect(executions.size).toBe(0);
  });

  it('outputs Slack refuses still end the step, as failed', async () => {
    const log = memoryLogger('info');
    const executions = createStepExecutions(log.logger);
    const refused = recorder({ refuseOutputs: true });
    await executions.open('Fx3', refused.end).complete({ b: 2 });
    expect(refused.calls[0]).toBe('complete {"b":2}');
    expect(refused.calls[1]).toMatch(/^fail Enlivy for Slack finished this step/);
    expect(log.text()).toContain('Slack refused to end a step');
  });
});
