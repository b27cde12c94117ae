import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

function start(callbackId = 'get_invoice') {
  return fake.startFunctionExecution({
    callbackId,
    inputs: { invoice: 'INV-2026-0001', user_id: ws.alice.id },
    teamId: ws.team.id,
  }).execution;
}

const GOOD = {
  invoice_id: 'org_inv_demo_0001',
  number: 'INV-2026-0001',
  status: 'paid',
  total: 1250,
  due_date: '2026-10-31',
  url: 'https://app.enlivy.com/organizations/org_demo/invoices/org_inv_demo_0001',
};

describe('functions.completeSuccess / completeError', () => {
  it('the event carries the manifest definition and a token for this execution only', () => {
    const { event } = fake.startFunctionExecution({
      callbackId: 'send_test_event',
      inputs: { destination: 'AR alerts', user_id: ws.alice.id },
      teamId: ws.team.id,
    });
    expect(event).toMatchObject({
      type: 'function_executed',
      function: { callback_id: 'send_test_event', title: 'Send an Enlivy test event' },
      inputs: { destination: 'AR alerts', user_id: ws.alice.id },
    });
    expect(String(event.bot_access_token)).toMatch(/^xwfp-/);
  });

  it('accepts outputs that match output_parameters, once', async () => {
    const execution = start();
    const client = webClient(fake, execution.token);
    await expect(
      client.functions.completeSuccess({ function_execution_id: execution.id, outputs: GOOD }),
    ).resolves.toMatchObject({ ok: true });
    expect(execution).toMatchObject({ state: 'completed', outputs: GOOD });
    expect(
      await slackError(
        client.functions.completeSuccess({ function_execution_id: execution.id, outputs: GOOD }),
      ),
    ).toMatchObject({ error: 'execution_not_in_running_state' });
    expect(
      await slackError(
        client.functions.completeError({ function_execution_id: execution.id, error: 'late' }),
      ),
    ).toMatchObject({ error: 'execution_not_in_running_state' });
    expect(execution.state).toBe('completed');
  });

  it.each([
    [{ ...GOOD, url: undefined }, 'url: required output missing'],
    [{ ...GOOD, total: '1250.00' }, 'total: expected number'],
    [{ ...GOOD, due_date: '31/10/2026' }, 'due_date: expected slack#/types/date'],
    [{ ...GOOD, amount: 1 }, 'amount: not an output parameter'],
  ])('refuses outputs that do not match: %j', async (outputs, problem) => {
    const execution = start();
    const refused = await slackError(
      webClient(fake, execution.token).functions.completeSuccess({
        function_execution_id: execution.id,
        outputs,
      }),
    );
    expect(refused).toMatchObject({ error: 'parameter_validation_failed' });
    expect(JSON.stringify(refused)).toContain(problem);
    expect(execution.state).toBe('running');
    expect(fake.validationFailures.map((f) => f.error)).toEqual(['parameter_validation_failed']);
  });

  it('refuses integers where the manifest says integer, and booleans as strings', async () => {
    const test = fake.startFunctionExecution({
      callbackId: 'send_test_event',
      inputs: {},
      teamId: ws.team.id,
    }).execution;
    const refused = await slackError(
      webClient(fake, test.token).functions.completeSuccess({
        function_execution_id: test.id,
        outputs: { delivery_id: 'd1', status: 'success', response_status: 200.5 },
      }),
    );
    expect(JSON.stringify(refused)).toContain('response_status: expected integer');
    const active = start('set_destination_active');
    const wrong = await slackError(
      webClient(fake, active.token).functions.completeSuccess({
        function_execution_id: active.id,
        outputs: { destination_id: 'd', name: 'n', is_active: 'false' },
      }),
    );
    expect(JSON.stringify(wrong)).toContain('is_active: expected boolean');
  });

  it('only the execution’s own token ends it; an unknown execution is not found', async () => {
    const execution = start();
    expect(
      await slackError(
        webClient(fake, ws.bot.botToken).functions.completeError({
          function_execution_id: execution.id,
          error: 'no',
        }),
      ),
    ).toMatchObject({ error: 'access_denied' });
    expect(
      await slackError(
        webClient(fake, execution.token).functions.completeError({
          function_execution_id: 'Fx0000000000',
          error: 'no',
        }),
      ),
    ).toMatchObject({ error: 'function_execution_not_found' });
    await webClient(fake, execution.token).functions.completeError({
      function_execution_id: execution.id,
      error: 'Enlivy has no invoice org_inv_x.',
    });
    expect(execution).toMatchObject({ state: 'failed', error: 'Enlivy has no invoice org_inv_x.' });
  });
});
