/**
 * Issue 38: a seeded, fast burst of validly signed requests whose shapes the app cannot serve —
 * malformed team and enterprise ids, enterprise installs without an enterprise, interactions
 * that would open a modal but carry no trigger_id, bad percent-encoding in paths, queries and
 * cookies, and a forged OAuth `state` — is answered without a 5xx, logs no error-level line
 * (warnings at most, one per burst), and tells people what it can where Slack gave a way to.
 */
import { describe, expect, it } from 'vitest';
import * as ids from '../../../src/core/ids.js';
import { sendToApp } from '../../fakes/slack/driver-http.js';
import { formEncode, interactivityBody, waitFor } from '../../fakes/slack/index.js';
import { prng, type Rng } from '../support/prng.js';
import type { Stack } from '../support/stack.js';
import { errorSummary, type Hostile, logLines } from './fuzz-shapes.js';
import { isWorkingLine, stackCollectingRejections } from './support.js';

const SEED = 0x38_4057;
const CONCURRENCY = 8;

/** Team and enterprise ids no workspace can have (and no store key can be built from). */
const BAD_IDS: unknown[] = [
  'T/../x',
  'T 1',
  'T:E:-',
  `T${'x'.repeat(100)}`,
  '%00',
  '漢字',
  'T\u0000',
  '*',
  '-',
  5,
  true,
  {},
];
/** The commands and buttons that open a modal first (their trigger_id is needed at once). */
const MODAL_COMMANDS = ['webhook', 'subscribe', 'list', 'deliveries', 'connect token'];
const MODAL_ACTIONS = [
  ids.DESTINATION.edit,
  ids.DESTINATION.deliveries,
  ids.INVOICES.action.delete,
  ids.ACTION.homeReconnect,
];

interface Shaped extends Hostile {
  /** The app's answer to the request itself. */
  status?: number;
}

function malformedWorkspace(stack: Stack, rng: Rng, n: number): Shaped {
  const appId = stack.slack.model.app.appId;
  const bad = rng.pick(BAD_IDS);
  const enterprise = rng.chance(0.5);
  const responseUrl = stack.slack.issueResponseUrl({
    channelId: stack.channels.finance,
    userId: stack.users.viewer,
  });
  switch (n % 3) {
    case 0:
      return {
        kind: 'bad-workspace:command',
        body: formEncode({
          command: '/enlivy',
          text: 'list',
          user_id: 'U0STRANGER',
          channel_id: stack.channels.finance,
          team_id: enterprise ? stack.teamId : String(bad),
          ...(enterprise
            ? { enterprise_id: rng.chance(0.5) ? String(bad) : undefined }
            : { enterprise_id: rng.chance(0.3) ? String(bad) : undefined }),
          is_enterprise_install: enterprise ? 'true' : 'false',
          api_app_id: appId,
          trigger_id: `${n}.1.x`,
          response_url: responseUrl,
        }),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 1:
      return {
        kind: 'bad-workspace:click',
        body: interactivityBody({
          type: 'block_actions',
          api_app_id: appId,
          team: enterprise ? null : { id: bad, domain: 'x' },
          enterprise: enterprise ? (rng.chance(0.5) ? { id: bad } : null) : undefined,
          is_enterprise_install: enterprise,
          user: { id: 'U0STRANGER', team_id: bad },
          actions: [{ type: 'button', action_id: ids.DESTINATION.pause, value: 'org_evt_dst_x' }],
          response_url: responseUrl,
        }),
        contentType: 'application/x-www-form-urlencoded',
      };
    default:
      return {
        kind: 'bad-workspace:event',
        body: JSON.stringify({
          team_id: enterprise ? undefined : bad,
          enterprise_id: enterprise ? bad : undefined,
          api_app_id: appId,
          type: 'event_callback',
          event_id: `Ev${n}BADWS`,
          event_time: 1,
          authorizations: [
            {
              enterprise_id: enterprise ? bad : null,
              team_id: bad,
              is_enterprise_install: enterprise,
            },
          ],
          is_ext_shared_channel: false,
          event: { type: 'app_home_opened', user: 'U0STRANGER', tab: 'home' },
        }),
        contentType: 'application/json',
      };
  }
}

/** Interactions of the installed workspace that would open a modal, without a trigger_id. */
function withoutTrigger(stack: Stack, rng: Rng): Shaped {
  const appId = stack.slack.model.app.appId;
  const user = rng.pick([stack.users.admin, stack.users.editor]);
  const responseUrl = stack.slack.issueResponseUrl({
    channelId: stack.channels.finance,
    userId: user,
  });
  if (rng.chance(0.5))
    return {
      kind: 'no-trigger:command',
      body: formEncode({
        command: '/enlivy',
        text: rng.pick(MODAL_COMMANDS),
        user_id: user,
        channel_id: stack.channels.finance,
        team_id: stack.teamId,
        api_app_id: appId,
        response_url: responseUrl,
      }),
      contentType: 'application/x-www-form-urlencoded',
    };
  return {
    kind: 'no-trigger:click',
    body: interactivityBody({
      type: 'block_actions',
      api_app_id: appId,
      team: { id: stack.teamId, domain: 'x' },
      user: { id: user, team_id: stack.teamId },
      actions: [
        {
          type: 'button',
          action_id: rng.pick(MODAL_ACTIONS),
          block_id: 'b',
          value: 'org_evt_dst_1',
          action_ts: '1.2',
        },
      ],
      channel: { id: stack.channels.finance, name: 'finance' },
      container: { type: 'message', message_ts: '1.1', channel_id: stack.channels.finance },
      response_url: responseUrl,
    }),
    contentType: 'application/x-www-form-urlencoded',
  };
}

/** Requests to the app's other routes: bad percent-encoding and forged OAuth states. */
const PAGES: { method: string; path: string; headers?: Record<string, string> }[] = [
  { method: 'GET', path: '/connect/%E0%A4%A' },
  { method: 'POST', path: '/connect/%ZZ' },
  { method: 'GET', path: '/connect?x=%ZZ' },
  { method: 'GET', path: '/connect', headers: { cookie: 'enlivy-connect=%E0%A4%A' } },
  { method: 'GET', path: '/connect/oauth/callback?code=%ZZ&state=%E0%A4%A' },
  { method: 'POST', path: '/enlivy/events/%E0%A4%A' },
  { method: 'POST', path: '/enlivy/events/x%ZZ' },
  { method: 'GET', path: '/slack/install?team=%ZZ' },
  { method: 'GET', path: '/slack/oauth_redirect?code=abc&state=forged' },
  { method: 'GET', path: '/slack/oauth_redirect?code=abc&state=%ZZ' },
  { method: 'GET', path: '/slack/oauth_redirect?code=abc' },
  { method: 'GET', path: '/slack/oauth_redirect?state=forged' },
  { method: 'GET', path: '/slack/oauth_redirect?code=abc&state=eyJhbGciOiJIUzI1NiJ9.e30.x' },
];

describe('a burst of hostile signed requests (issue 38)', () => {
  const started = stackCollectingRejections();

  it('gets no 5xx, no error-level line, and answers where Slack gave a way to', async () => {
    const stack = started.stack();
    const rng = prng(SEED);
    const requests: Shaped[] = [];
    for (let n = 0; n < 240; n += 1) requests.push(malformedWorkspace(stack, rng, n));
    for (let n = 0; n < 60; n += 1) requests.push(withoutTrigger(stack, rng));
    const statuses: Record<string, number> = {};
    const serverErrors: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < requests.length; i = next++) {
        const request = requests[i] as Shaped;
        const ack = await sendToApp({
          ...request,
          url: stack.driver.url,
          signingSecret: stack.driver.signingSecret,
        });
        statuses[ack.status] = (statuses[ack.status] ?? 0) + 1;
        request.status = ack.status;
        if (ack.status >= 500) serverErrors.push(`${request.kind} ${ack.status}: ${request.body}`);
      }
    };
    const pages = PAGES.map(async (page) => {
      const response = await fetch(`${stack.appUrl}${page.path}`, {
        method: page.method,
        headers: page.headers ?? {},
        redirect: 'manual',
      });
      await response.arrayBuffer();
      if (response.status >= 500)
        serverErrors.push(`${page.method} ${page.path} ${response.status}`);
    });
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), ...pages]);
    // Answers through response_url go out after the ack.
    const answered = (user: string, needle: string) =>
      stack.slack.ephemerals(user).filter((m) => (m.text ?? '').includes(needle)).length;
    // A body the gate refuses (400: a team that is not even text) runs nothing and says nothing.
    const expectedInstallAnswers = requests.filter(
      (r) => r.kind.startsWith('bad-workspace:c') && r.status === 200,
    ).length;
    const noTrigger = requests.filter((r) => r.kind.startsWith('no-trigger')).length;
    const { admin, editor } = stack.users;
    const triggerAnswers = () =>
      [admin, editor].flatMap((user) =>
        stack.slack.ephemerals(user).filter((m) => !isWorkingLine(m)),
      );
    await waitFor(
      () =>
        answered(stack.users.viewer, 'reinstall') >= expectedInstallAnswers &&
        triggerAnswers().length >= noTrigger,
      { timeoutMs: 10_000 },
    ).catch(() => undefined);

    const lines = logLines(stack);
    expect({ serverErrors, errors: errorSummary(lines) }).toEqual({ serverErrors: [], errors: [] });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // The forged states: a warning, without a stack.
    const forged = lines.filter((l) => /installation failed/i.test(String(l.msg)));
    expect(forged.length).toBeGreaterThanOrEqual(1);
    expect(forged.every((l) => l.level === 40 && !JSON.stringify(l).includes('stack'))).toBe(true);
    // Not one warning per request: one line per burst and kind (its count follows a minute on).
    const warnings = lines.filter((l) => l.level === 40).map((l) => String(l.msg));
    expect(warnings.length).toBe(new Set(warnings).size);
    expect(warnings.length).toBeLessThanOrEqual(4);
    // Every interaction without a trigger_id got an answer; those that needed a modal were told
    // to run the command or click again.
    expect(triggerAnswers().length).toBe(noTrigger);
    expect(answered(admin, 'click the button again')).toBeGreaterThan(0);
    expect(answered(editor, 'apasă butonul din nou')).toBeGreaterThan(0);
    expect(answered(stack.users.viewer, 'reinstall')).toBe(expectedInstallAnswers);
    expect(started.rejections).toEqual([]);
    console.log(`hostile burst (seed ${SEED}): ${JSON.stringify(statuses)}`);
  }, 120_000);
});
