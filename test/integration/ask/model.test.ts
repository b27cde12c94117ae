import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeModel, startFakeModel } from '../../fakes/model/server.js';
import { SEED } from '../../fakes/service/index.js';
import { expectNoBlockKitFailures } from '../destinations/support.js';
import { SIGNING_SECRET, type Stack, startStack } from '../support/stack.js';
import { activeStates, askInDm } from './support.js';

const MODEL_KEY = 'sk-test-model-key-0123456789';

/** What a tool call's result said, as the app sent it back to the model. */
function toolResults(model: FakeModel, request: number): string {
  return (model.requests[request]?.body.messages ?? [])
    .filter((message) => message.role === 'tool')
    .map((message) => message.content ?? '')
    .join('\n');
}

describe('Ask Enlivy with a model (OpenAI-compatible Chat Completions with tools)', () => {
  let stack: Stack;
  let model: FakeModel;
  beforeEach(async () => {
    model = await startFakeModel();
    stack = await startStack({
      env: {
        AI_BASE_URL: model.url,
        AI_MODEL: 'fake-gpt',
        AI_API_KEY: MODEL_KEY,
        AI_TIMEOUT_MS: '1000',
      },
    });
  });
  afterEach(async () => {
    expectNoBlockKitFailures(stack);
    await stack?.stop();
    await model?.close();
  });

  it('the request carries the read tools and none of the workspace’s secrets; a tool call runs; the final text reaches the thread', async () => {
    model.script(
      { toolCalls: [{ name: 'list_deliveries', arguments: { status: 'failed' } }] },
      {
        text: 'Two deliveries failed: **Accounting sync** (HTTP 503) and Finance alerts. @channel',
      },
    );
    const asked = await askInDm(stack, stack.users.viewer, 'which deliveries failed?');
    expect(asked.reply.text).toContain('Two deliveries failed: **Accounting sync** (HTTP 503)');
    expect(asked.reply.text).not.toContain('@channel');

    const [first, second] = model.requests;
    expect(first?.body.model).toBe('fake-gpt');
    expect(first?.headers.authorization).toBe(`Bearer ${MODEL_KEY}`);
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual([
      'list_destinations',
      'list_deliveries',
      'invoices_due',
      'find_invoice',
      'search_enlivy',
      'failure_watch',
      'connection_status',
    ]);
    expect(JSON.stringify(first?.body.tools)).toContain(
      '"enum":["pending","success","failed","dropped","anomaly"]',
    );
    expect(first?.body.messages?.at(-1)).toEqual({
      role: 'user',
      content: 'which deliveries failed?',
    });
    for (const request of model.requests) {
      for (const secret of [
        SIGNING_SECRET,
        stack.botToken,
        SEED.apiToken,
        SEED.webhookSigningSecret,
        stack.slack.app.clientSecret,
        'xoxb-',
      ])
        expect(request.raw).not.toContain(secret);
    }
    // The tool ran against Enlivy: the failed deliveries, by destination name.
    const results = toolResults(model, 1);
    expect(second).toBeDefined();
    expect(results).toContain('"destination":"Accounting sync"');
    expect(results).toContain('"status":"failed"');
    expect(results).not.toContain('"status":"success"');

    // A follow-up in the thread: the model gets the earlier turns, read back from the store.
    model.script({ text: 'The 503 came from the Accounting sync endpoint.' });
    const followUp = await askInDm(stack, stack.users.viewer, 'why?', { threadTs: asked.threadTs });
    expect(followUp.reply.text).toContain('The 503 came from the Accounting sync endpoint.');
    expect(model.requests.at(-1)?.body.messages?.slice(1)).toEqual([
      { role: 'user', content: 'which deliveries failed?' },
      { role: 'assistant', content: expect.stringContaining('Two deliveries failed') },
      { role: 'user', content: 'why?' },
    ]);
  });

  it('a scripted search_enlivy call runs Enlivy’s global search as the asker; its result reaches the model and its answer the thread', async () => {
    model.script(
      { toolCalls: [{ name: 'search_enlivy', arguments: { text: 'acme' } }] },
      { text: 'Acme has INV-2026-0001 (paid) and INV-2026-0002 (sent).' },
    );
    const asked = await askInDm(stack, stack.users.viewer, 'what do we have for acme?');
    expect(asked.reply.text).toContain('Acme has INV-2026-0001 (paid) and INV-2026-0002 (sent).');
    const searches = stack.sim.requests.filter((r) => r.path.endsWith('/search'));
    expect(searches.map((r) => [r.query.q, r.query.limit])).toEqual([['acme', '50']]);
    const results = toolResults(model, 1);
    expect(results).toContain('"kind":"search"');
    expect(results).toContain('"number":"INV-2026-0001"');
    expect(results).toContain('"status":"paid"');
    // Too short for Enlivy's search: the model is told why, and Enlivy is not asked.
    model.script(
      { toolCalls: [{ name: 'search_enlivy', arguments: { text: 'a' } }] },
      { text: 'Say a longer word.' },
    );
    await askInDm(stack, stack.users.viewer, 'search a');
    expect(toolResults(model, 3)).toContain('Invalid arguments');
    expect(stack.sim.requests.filter((r) => r.path.endsWith('/search'))).toHaveLength(1);
  });

  it('a tool call runs with the asker’s role: an invoice (editors) is refused for a viewer and read for an editor', async () => {
    const find = { toolCalls: [{ name: 'find_invoice', arguments: { number: 'INV-2026-0004' } }] };
    model.script(find, { text: 'You may not see that invoice.' });
    const viewer = await askInDm(stack, stack.users.viewer, 'tell me about INV-2026-0004');
    expect(viewer.reply.text).toContain('You may not see that invoice.');
    expect(toolResults(model, 1)).toContain('editor');
    expect(toolResults(model, 1)).not.toContain('Globex');

    model.script(find, { text: 'INV-2026-0004 is overdue.' });
    const editor = await askInDm(stack, stack.users.editor, 'tell me about INV-2026-0004');
    expect(editor.reply.text).toContain('INV-2026-0004 is overdue.');
    expect(toolResults(model, 3)).toContain('Globex');
    // The model is asked to answer in the asker's language.
    expect(model.requests[2]?.body.messages?.[0]?.content).toContain('Răspunde în limba română.');
  });

  it('a failing or slow model is said plainly and the interpreter’s answer follows; nothing changes in Enlivy', async () => {
    const before = activeStates(stack);
    model.script({ status: 500 });
    const failed = await askInDm(stack, stack.users.admin, 'which deliveries failed?');
    expect(failed.reply.text).toContain('The model (fake-gpt) did not answer in time or failed');
    expect(failed.reply.text).toContain(
      '**Accounting sync** · `invoice.created` · failed (HTTP 503)',
    );

    model.script({ delayMs: 3_000, text: 'too late' });
    const slow = await askInDm(stack, stack.users.admin, 'pause Accounting sync for 2 hours');
    expect(slow.reply.text).toContain('The model (fake-gpt) did not answer in time or failed');
    expect(slow.reply.text).not.toContain('too late');
    expect(JSON.stringify(slow.reply.blocks)).toContain('"action_id":"ask_confirm"');
    expect(activeStates(stack)).toEqual(before);
  });
});
