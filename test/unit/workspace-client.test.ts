import { WebClient, WebClientEvent } from '@slack/web-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodTree, workspaceClients } from '../../src/slack/workspace-client.js';

interface Call {
  url: string;
  authorization: string | null;
  body: URLSearchParams;
}

function recordingFetch(calls: Call[]): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(input),
      authorization: headers.get('authorization'),
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    return Response.json({ ok: true, user: { id: 'U1' } });
  };
}

type Tree = ReturnType<typeof methodTree>;

function paths(tree: Tree, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([name, child]) =>
    typeof child === 'object' ? paths(child, [...prefix, name]) : [[...prefix, name]],
  );
}

function at(client: WebClient, path: string[]): (options?: object) => unknown {
  return path.reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], client) as (
    options?: object,
  ) => unknown;
}

describe('workspace Slack clients', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers every method of a WebClient, each calling the same Slack method', () => {
    const apiCall = vi
      .spyOn(WebClient.prototype, 'apiCall')
      .mockImplementation(async () => ({ ok: true }));
    const upload = vi
      .spyOn(WebClient.prototype, 'filesUploadV2')
      .mockImplementation(async () => ({ ok: true, files: [] }));
    const called = () => {
      const name = apiCall.mock.calls[0]?.[0] ?? (upload.mock.calls.length > 0 ? 'uploadV2' : '');
      const self = apiCall.mock.contexts[0] ?? upload.mock.contexts[0];
      apiCall.mockClear();
      upload.mockClear();
      return { name, self };
    };
    const real = new WebClient('xoxb-real');
    const light = workspaceClients()('xoxb-light', 'T1');
    const all = paths(methodTree());
    expect(all.length).toBeGreaterThan(200);
    for (const path of all) {
      at(real, path)({ probe: 1 });
      const expected = called().name;
      at(light, path)({ probe: 1 });
      expect(called(), path.join('.')).toEqual({ name: expected, self: light });
    }
    expect(light.files.uploadV2).toBeTypeOf('function');
  });

  it("calls Slack with the workspace's token and team, through the shared options", async () => {
    const calls: Call[] = [];
    const make = workspaceClients({
      slackApiUrl: 'http://slack.test/api',
      fetch: recordingFetch(calls),
    });
    const one = make('xoxb-one', 'T1');
    const two = make('xoxb-two', 'T2');
    expect(one).toBeInstanceOf(WebClient);
    await one.users.info({ user: 'U1' });
    await two.chat.postMessage({ channel: 'C1', text: 'hi' });
    await one.apiCall('auth.test');
    expect(calls.map((c) => [c.url, c.authorization, c.body.get('team_id')])).toEqual([
      ['http://slack.test/api/users.info', 'Bearer xoxb-one', 'T1'],
      ['http://slack.test/api/chat.postMessage', 'Bearer xoxb-two', 'T2'],
      ['http://slack.test/api/auth.test', 'Bearer xoxb-one', 'T1'],
    ]);
    expect(calls[0]?.body.get('user')).toBe('U1');
    expect(calls.every((c) => !c.body.has('token'))).toBe(true);
  });

  it('gives each client its own request queue and listeners', () => {
    const make = workspaceClients();
    const one = make('xoxb-one');
    const two = make('xoxb-two');
    const queueOf = (client: WebClient) =>
      (client as unknown as { requestQueue: { isPaused: boolean; pause(): void } }).requestQueue;
    queueOf(one).pause();
    expect(queueOf(one).isPaused).toBe(true);
    expect(queueOf(two).isPaused).toBe(false);
    const heard: string[] = [];
    one.on(WebClientEvent.RATE_LIMITED, () => heard.push('one'));
    two.emit(WebClientEvent.RATE_LIMITED);
    one.emit(WebClientEvent.RATE_LIMITED);
    expect(heard).toEqual(['one']);
  });

  it('lets a method be replaced on one client only', () => {
    const make = workspaceClients();
    const one = make('xoxb-one');
    const two = make('xoxb-two');
    const stub = vi.fn();
    (one as { chat: WebClient['chat'] }).chat = { ...one.chat, postMessage: stub };
    expect(one.chat.postMessage).toBe(stub);
    expect(two.chat.postMessage).not.toBe(stub);
  });
});
