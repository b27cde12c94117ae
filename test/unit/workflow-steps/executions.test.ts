import { describe, expect, it } from 'vitest';
import {
  createStepExecutions,
  stepCutOffText,
} from '../../../src/features/workflow-steps/executions.js';
import { memoryLogger } from '../../integration/support/parts.js';
import { en, ro } from '../../translators.js';

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
  it('each ends once; the app stopping fails only those still running, each in its language', async () => {
    const executions = createStepExecutions(memoryLogger('info').logger, en);
    const done = recorder();
    const hung = recorder();
    const hungRo = recorder();
    const first = executions.open('Fx1', done.end);
    executions.open('Fx2', hung.end);
    executions.open('Fx4', hungRo.end).speak(ro);
    await first.complete({ a: 1 });
    await first.fail('late');
    expect(executions.size).toBe(2);
    await executions.failUnfinished();
    expect(done.calls).toEqual(['complete {"a":1}']);
    expect(hung.calls).toEqual([`fail ${stepCutOffText(en)}`]);
    expect(hung.calls[0]).toContain('Enlivy for Slack restarted before this step finished');
    expect(hungRo.calls).toEqual([`fail ${stepCutOffText(ro)}`]);
    expect(hungRo.calls[0]).toContain('Enlivy for Slack a repornit');
    expect(executions.size).toBe(0);
  });

  it('outputs Slack refuses still end the step, as failed', async () => {
    const log = memoryLogger('info');
    const executions = createStepExecutions(log.logger, en);
    const refused = recorder({ refuseOutputs: true });
    await executions.open('Fx3', refused.end).complete({ b: 2 });
    expect(refused.calls[0]).toBe('complete {"b":2}');
    expect(refused.calls[1]).toMatch(/^fail Enlivy for Slack finished this step/);
    expect(log.text()).toContain('Slack refused to end a step');
  });
});
