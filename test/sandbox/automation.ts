/**
 * Slack's automation surfaces in the sandbox: the manifest's shortcuts (⚡ menu, a message's
 * "More actions") and workflow steps (run with inputs, the completion shown), all through the
 * driver so the app gets exactly what Slack would send.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadFunctionDefinitions, MANIFEST_URL } from '../fakes/slack/functions.js';
import type { Driver, FakeSlack } from '../fakes/slack/index.js';
import { BadRequest } from './bad-request.js';

type Obj = Record<string, unknown>;

interface Shortcut {
  name: string;
  type: 'global' | 'message';
  callback_id: string;
  description: string;
}

/** What the page offers: the manifest's shortcuts and step definitions. */
export function automationCatalog(): Obj {
  const manifest = parse(readFileSync(MANIFEST_URL, 'utf8')) as {
    features?: { shortcuts?: Shortcut[] };
  };
  return {
    shortcuts: manifest.features?.shortcuts ?? [],
    steps: loadFunctionDefinitions(),
  };
}

/** The newest step runs and how the app ended them. */
export function recentStepRuns(slack: FakeSlack): Obj[] {
  return [...slack.model.functionExecutions.values()]
    .slice(-6)
    .reverse()
    .map((e) => ({
      id: e.id,
      callbackId: e.callbackId,
      inputs: e.inputs,
      state: e.state,
      ...(e.outputs ? { outputs: e.outputs } : {}),
      ...(e.error ? { error: e.error } : {}),
    }));
}

function text(body: Obj, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw new BadRequest(`${key} is required`);
  return value;
}

export function automationActions(deps: { slack: FakeSlack; driver: Driver }) {
  const { driver } = deps;
  const shortcuts = (automationCatalog().shortcuts as Shortcut[]) ?? [];
  const known = (callbackId: string, type: Shortcut['type']) => {
    if (!shortcuts.some((s) => s.callback_id === callbackId && s.type === type))
      throw new BadRequest(`no ${type} shortcut ${callbackId} in manifest.yml`);
  };
  return {
    /** The ⚡ menu: a global shortcut. */
    async shortcut(body: Obj) {
      const callbackId = text(body, 'callbackId');
      known(callbackId, 'global');
      const ack = await driver.shortcut({ user: text(body, 'user'), callbackId });
      return { ok: ack.status === 200, status: ack.status };
    },
    /** "More actions" on a message: a message shortcut. */
    async messageShortcut(body: Obj) {
      const callbackId = text(body, 'callbackId');
      known(callbackId, 'message');
      const ack = await driver.messageShortcut({
        user: text(body, 'user'),
        callbackId,
        channel: text(body, 'channel'),
        messageTs: text(body, 'ts'),
      });
      return { ok: ack.status === 200, status: ack.status };
    },
    /** "Run a workflow step": `function_executed` with the inputs typed in the panel. */
    async runStep(body: Obj) {
      const callbackId = text(body, 'callbackId');
      const inputs = body.inputs;
      if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs))
        throw new BadRequest('inputs must be an object');
      const ack = await driver.functionExecuted({ callbackId, inputs: inputs as Obj });
      return { ok: ack.status === 200, status: ack.status, executionId: ack.execution.id };
    },
  };
}
