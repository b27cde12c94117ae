/**
 * The fuzz test's aimed shapes (issue 27, item 7): what once reached internal errors (null and
 * number fields, bad response_urls, bad percent-encoding, empty and malformed ids in buttons and
 * metadata) and bursts from teams that are not installed; and what the test reads back.
 */

import { formEncode, interactivityBody } from '../../fakes/slack/index.js';
import * as ids from '../../ids.js';
import type { Stack } from '../support/stack.js';

export interface Hostile {
  kind: string;
  body: string;
  contentType: string;
  headers?: Record<string, string>;
}

/** Actions whose button value (or block id) carries a destination, delivery or invoice id. */
const ID_ACTIONS = [
  ids.DESTINATION_CARD.test,
  ids.DESTINATION_CARD.pause,
  ids.DESTINATION_CARD.resume,
  ids.DESTINATION_CARD.deliveries,
  ids.DESTINATION_CARD.edit,
  ids.DESTINATION_CARD.delete,
  ids.DESTINATION.deleteConfirm,
  ids.DESTINATION.channelTest,
  ids.PAUSING.channelConfirm,
  ids.DESTINATION_CARD.listNext,
  ids.DESTINATION_CARD.listPrevious,
  ids.INVOICES.action.download,
  ids.INVOICES.action.delete,
  ids.INVOICES.action.open,
  ids.DELIVERIES.action.retry,
  ids.DELIVERIES.action.inspect,
  ids.DELIVERIES.action.inspectRetry,
  ids.DELIVERIES.action.sendFile,
  ids.WATCH.deliveries,
  ids.WATCH.test,
  ids.WATCH.pause,
  ids.WATCH.mute,
  ids.CONNECTION.action.disconnectCancel,
  ids.CONNECTION.action.disconnectConfirm,
];
const BAD_IDS = ['', ' ', '..', '../..', 'deliveries', 'subscriptions', '%00', 'a/b', '?x=1', '#'];
/** Values of ids as JSON would carry them in a button value or view metadata. */
const BAD_ID_VALUES: unknown[] = [...BAD_IDS, null, 0, 7, true, {}, []];
const ID_KEYS = ['id', 'd', 'destinationId', 'deliveryId', 'invoiceId', 'i', 'invoice'];
const BAD_RESPONSE_URLS: unknown[] = [
  'not a url',
  'http://[::1',
  'javascript:alert(1)',
  '',
  'ftp://127.0.0.1/x',
  'http://127.0.0.1:9/closed',
  5,
  null,
  {},
];
const VIEW_CALLBACKS = [
  ...Object.values(ids.DESTINATION_FORM.callback),
  ...Object.values(ids.DELIVERIES.callback),
  ids.INVOICES.callback.delete,
  ids.CONNECTION.callback.token,
];

/** Deterministic shapes aimed at the internal errors of issue 27, item 7. */
export function targeted(stack: Stack): Hostile[] {
  const appId = stack.slack.model.app.appId;
  const team = { id: stack.teamId, domain: 'fuzz' };
  const user = { id: stack.users.editor, team_id: stack.teamId, name: 'fuzz' };
  const channel = stack.channels.finance;
  const form = 'application/x-www-form-urlencoded';
  const out: Hostile[] = [];
  const interaction = (payload: Record<string, unknown>, kind: string) =>
    out.push({
      kind,
      body: interactivityBody({ api_app_id: appId, team, user, trigger_id: '1.2.x', ...payload }),
      contentType: form,
    });
  const click = (actionId: string, value: unknown, extra: Record<string, unknown> = {}) =>
    interaction(
      {
        type: 'block_actions',
        actions: [
          {
            type: 'button',
            action_id: actionId,
            block_id: `${ids.DESTINATION_CARD.cardBlock}:channel:1:${typeof value === 'string' ? value : ''}`,
            value,
            action_ts: '1.2',
          },
        ],
        channel: { id: channel, name: 'finance' },
        container: { type: 'message', message_ts: '1.1', channel_id: channel },
        response_url: stack.slack.issueResponseUrl({ channelId: channel, userId: user.id }),
        ...extra,
      },
      'targeted:click',
    );
  // Empty and malformed ids, as the whole value and inside JSON values.
  for (const actionId of ID_ACTIONS) {
    for (const value of BAD_ID_VALUES) click(actionId, value);
    for (const key of ID_KEYS)
      for (const bad of ['', 'deliveries'])
        click(actionId, JSON.stringify({ [key]: bad, q: 'x', p: 1 }));
    // No response_url at all, a bad one, and null/number fields.
    for (const url of ['not a url', 'javascript:alert(1)', 5, 'http://127.0.0.1:9/closed'])
      click(actionId, 'org_evt_dst_x', { response_url: url });
    click(actionId, 'org_evt_dst_x', { response_url: undefined, channel: null, container: null });
    click(actionId, 'org_evt_dst_x', { message: null, view: null });
  }
  // Modal submissions whose metadata carries empty or malformed ids.
  for (const callback of VIEW_CALLBACKS) {
    for (const key of ID_KEYS)
      for (const bad of ['', '..', null, 7])
        interaction(
          {
            type: 'view_submission',
            view: {
              id: 'V1',
              type: 'modal',
              callback_id: callback,
              private_metadata: JSON.stringify({
                [key]: bad,
                responseUrl: 'not a url',
                label: 'x',
              }),
              hash: 'h',
              state: { values: {} },
              blocks: [],
            },
            response_urls: [{ response_url: 'not a url' }],
          },
          'targeted:view',
        );
  }
  // Commands with a bad response_url, and bodies with bad percent-encoding.
  for (const url of BAD_RESPONSE_URLS.filter((u) => typeof u === 'string'))
    for (const text of ['help', 'list', 'pause', 'deliveries', 'status'])
      out.push({
        kind: 'targeted:command',
        body: formEncode({
          command: '/enlivy',
          text,
          user_id: user.id,
          channel_id: channel,
          team_id: stack.teamId,
          api_app_id: appId,
          trigger_id: '1.2.x',
          response_url: url as string,
        }),
        contentType: form,
      });
  for (const body of [
    'payload=%E0%A4%A',
    'payload=%ZZ',
    'payload=%7B%22type%22%3A%22block_actions%22%2C%22actions%22%3A%5B%5D%25',
    `command=%2Fenlivy&text=%E0%A4%A&user_id=${user.id}&channel_id=${channel}&team_id=${stack.teamId}`,
    `command=%2Fenlivy&text=pause%20%ZZ&user_id=${user.id}&channel_id=${channel}&team_id=${stack.teamId}&response_url=%ZZ`,
  ])
    out.push({ kind: 'targeted:encoding', body, contentType: form });
  // Events whose fields are null or numbers.
  for (const event of [
    { type: 'tokens_revoked', tokens: null },
    { type: 'tokens_revoked', tokens: { bot: 5 } },
    { type: 'tokens_revoked' },
    { type: 'app_home_opened', user: null, tab: 'home' },
    { type: 'app_home_opened', user: 5, tab: 5 },
    { type: 'app_home_opened', tab: 'home' },
    { type: 'app_uninstalled', user: null },
  ])
    out.push({
      kind: 'targeted:event',
      body: JSON.stringify({
        team_id: stack.teamId,
        api_app_id: appId,
        type: 'event_callback',
        event_id: `Ev${out.length}TARGET`,
        event_time: 1,
        event,
      }),
      contentType: 'application/json',
    });
  return out;
}

/** A burst of requests from teams the app is not installed in: commands, clicks and events. */
export function unknownTeams(stack: Stack, count: number): Hostile[] {
  const appId = stack.slack.model.app.appId;
  return Array.from({ length: count }, (_, n): Hostile => {
    const teamId = `T0NOTHERE${n % 7}`;
    const responseUrl = stack.slack.issueResponseUrl({
      channelId: stack.channels.finance,
      userId: stack.users.viewer,
    });
    switch (n % 3) {
      case 0:
        return {
          kind: 'unknown-team:command',
          body: formEncode({
            command: '/enlivy',
            text: 'list',
            user_id: 'U0STRANGER',
            channel_id: 'C0STRANGE',
            team_id: teamId,
            api_app_id: appId,
            response_url: responseUrl,
          }),
          contentType: 'application/x-www-form-urlencoded',
        };
      case 1:
        return {
          kind: 'unknown-team:click',
          body: interactivityBody({
            type: 'block_actions',
            api_app_id: appId,
            team: { id: teamId, domain: 'x' },
            user: { id: 'U0STRANGER', team_id: teamId },
            actions: [
              { type: 'button', action_id: ids.DESTINATION_CARD.pause, value: 'org_evt_dst_x' },
            ],
            response_url: responseUrl,
          }),
          contentType: 'application/x-www-form-urlencoded',
        };
      default:
        return {
          kind: 'unknown-team:event',
          body: JSON.stringify({
            team_id: teamId,
            api_app_id: appId,
            type: 'event_callback',
            event_id: `Ev${n}STRANGE`,
            event_time: 1,
            event: { type: 'app_home_opened', user: 'U0STRANGER', tab: 'home' },
          }),
          contentType: 'application/json',
        };
    }
  });
}

interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string };
  [key: string]: unknown;
}

export function logLines(stack: Stack): LogLine[] {
  return stack
    .logText()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

/** Error-level lines grouped by what they say, for a readable failure. */
export function errorSummary(lines: LogLine[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines.filter((l) => l.level >= 50)) {
    const what = `${String(line.action ?? '')} ${line.err?.message ?? line.msg ?? ''}`.slice(
      0,
      160,
    );
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, n]) => `${n}× ${what}`);
}

/** Paths the app sent Enlivy with an empty, dot or otherwise malformed id segment. */
export function malformedEnlivyPaths(stack: Stack): string[] {
  return stack.sim.requests
    .map((r) => r.path)
    .filter(
      (path) =>
        path.endsWith('/') ||
        path.includes('//') ||
        path.split('/').some((segment) => segment === '.' || segment === '..'),
    );
}
