import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TokenHealth } from '../../../src/core/connections.js';
import {
  connectedPageChange,
  connectedReceipt,
  connectionSummary,
  connectLinkMessage,
  connectLinkModal,
  disconnectConfirmMessage,
  disconnectedMessage,
  disconnectedReceipt,
  installationProblemMessage,
  retirementNote,
  statusMessage,
  tokenFateText,
} from '../../../src/features/connection/views/connection.js';
import { connectTokenModal } from '../../../src/features/connection/views/token-modal.js';
import {
  connectedPage,
  connectFormPage,
  crashPage,
  linkLandingPage,
  linkProblemPage,
  type PageCurrent,
  type PageProblem,
} from '../../../src/features/connection/web/connect-page.js';
import type {
  ConnectChange,
  TokenFate,
} from '../../../src/features/connection/web/connect-service.js';
import { installPages } from '../../../src/features/connection/web/install-pages.js';
import {
  choiceWithdrawnPage,
  organizationPickerPage,
} from '../../../src/features/connection/web/oauth-pages.js';
import { untranslatedText } from '../../../src/platform/i18n/index.js';
import type { Connection } from '../../../src/store/index.js';
import { itShowsOnlyCatalogText, translators, visibleText, xx } from '../../translators.js';

/** The connection feature in the pseudo-locale `xx`: no word may bypass the catalogs. */
const connection: Connection = {
  organizationId: 'org_1',
  organizationName: 'O1',
  apiBaseUrl: 'https://api.example.test',
  token: 'secret',
  connectedBy: 'U1',
  connectedAt: '2026-11-20T10:00:00.000Z',
  method: 'password',
  state: 'ok',
};
const oauth: Connection = {
  ...connection,
  method: 'oauth',
  oauth: {
    refreshToken: 'r',
    accessExpiresAt: '2026-11-20T11:00:00.000Z',
    renewAt: '2026-11-20T10:59:00.000Z',
    scopes: ['webhooks:manage'],
  },
};
const expired: Connection = { ...connection, state: 'expired' };
const METHODS = ['password', 'token', 'oauth'] as const;
const FATES: TokenFate[] = [
  { kind: 'revoked' },
  { kind: 'revoked', oauth: true },
  { kind: 'forgotten' },
  { kind: 'revoke_failed', reference: 'E-1' },
  { kind: 'revoke_failed', reference: 'E-1', oauth: true },
  { kind: 'kept' },
  { kind: 'refused' },
];
const HEALTH: (TokenHealth | undefined)[] = [
  'ok',
  'expired',
  'renewing',
  'serverError',
  'timeout',
  'unreachable',
  'rateLimited',
  'refused',
  'unexpected',
  undefined,
];
const CHANGES: ConnectChange[] = [
  { kind: 'new' },
  {
    kind: 'organization',
    from: { organizationId: 'org_2', organizationName: 'O2' },
    tokenFate: FATES[3]!,
  },
  { kind: 'token', tokenFate: FATES[2]! },
  { kind: 'restored' },
  { kind: 'unchanged' },
];

const VIEWS: Record<string, () => unknown> = {
  ...Object.fromEntries(
    METHODS.map((method) => [
      `summary and retirement: ${method}`,
      () => ({
        text: `${connectionSummary({ ...connection, method }, xx)} ${retirementNote({ method }, xx)}`,
      }),
    ]),
  ),
  'retirement of a refused token': () => ({
    text: retirementNote({ method: 'token', state: 'expired' }, xx),
  }),
  ...Object.fromEntries(
    FATES.map((fate, i) => [`token fate ${i}`, () => ({ text: tokenFateText(fate, xx) })]),
  ),
  'link, not connected': () =>
    connectLinkMessage({ url: 'https://x.test/c/1', minutes: 10 }, undefined, xx),
  'link, one minute, oauth': () =>
    connectLinkMessage({ url: 'https://x.test/c/1', minutes: 1, oauth: true }, undefined, xx),
  'link, connected': () =>
    connectLinkMessage({ url: 'https://x.test/c/1', minutes: 10 }, oauth, xx),
  'link, expired': () =>
    connectLinkMessage({ url: 'https://x.test/c/1', minutes: 10 }, expired, xx),
  'link in a modal (Home, Reconnect)': () =>
    connectLinkModal(
      connectLinkMessage({ url: 'https://x.test/c/1', minutes: 10 }, expired, xx),
      xx,
    ),
  'status, not connected': () => statusMessage(undefined, undefined, xx),
  ...Object.fromEntries(
    HEALTH.map((health) => [
      `status, ${health ?? 'not checked'}`,
      () =>
        statusMessage(
          connection,
          health === undefined ? undefined : { health, httpStatus: 503 },
          xx,
        ),
    ]),
  ),
  'status, oauth': () => statusMessage(oauth, { health: 'ok' }, xx),
  'status, oauth without scopes': () =>
    statusMessage({ ...oauth, oauth: { ...oauth.oauth!, scopes: [] } }, { health: 'ok' }, xx),
  'status, oauth expired': () =>
    statusMessage({ ...oauth, state: 'expired' }, { health: 'expired' }, xx),
  'disconnect prompt': () => disconnectConfirmMessage(oauth, xx),
  'disconnected receipt': () => disconnectedReceipt('U1', 'O1', false, xx),
  'disconnected receipt, watching': () => disconnectedReceipt('U1', 'O1', true, xx),
  disconnected: () => disconnectedMessage('O1', FATES[0]!, xx),
  ...Object.fromEntries(
    CHANGES.map((change) => [
      `connected, ${change.kind}`,
      () => connectedReceipt('U1', connection, change, xx),
    ]),
  ),
  'installation problem': () => installationProblemMessage(undefined, xx),
  'installation problem, ref': () => installationProblemMessage('E-1', xx),
  'token modal': () => connectTokenModal({}, xx),
  'token modal, error and current': () =>
    connectTokenModal({ error: xx.text('connection', 'refused.token'), current: connection }, xx),
  'token modal, expired': () => connectTokenModal({ current: expired }, xx),
  'token modal, unreadable': () => connectTokenModal({ current: 'unreadable' }, xx),
};

const PLACEHOLDERS = new Set(['AbC', 'org']);

describe('pseudo-locale: connection views have no text outside the catalogs', () => {
  // The token modal's placeholders show formats (`12|AbC…`, `org_…`), not words.
  itShowsOnlyCatalogText(VIEWS, PLACEHOLDERS);
});

/** The names the pages show as data (not language): workspace, user, organizations. */
const DATA = new Set(['Acme', 'ana', 'org', 'demo', 'Demo', 'Trading', 'Ltd']);
const heading = { minutesLeft: 7, workspaceName: 'Acme', userName: 'ana' };
const current: PageCurrent = {
  fingerprint: 'f',
  organizationName: 'Demo Trading Ltd',
  organizationId: 'org_demo',
  connectedAt: '2026-11-20T10:00:00.000Z',
  retirement: retirementNote({ method: 'token' }, xx),
};
const form = { ...heading, csrf: 'c' };
const PROBLEMS: PageProblem[] = [
  'expired',
  'invalid',
  'used',
  'closed',
  'busy',
  'stale',
  'malformed',
  'oauth_invalid',
  'oauth_used',
  'oauth_elsewhere',
];

/** Slack's installation pages: whatever the browser asks for, the pseudo-locale. */
const installXx = installPages({ for: () => xx }, 'en');
const browser = (language?: string) =>
  ({ headers: language ? { 'accept-language': language } : {} }) as IncomingMessage;

const PAGES: Record<string, () => string> = {
  'install: done': () => installXx.installed(browser()),
  'install: cancelled': () => installXx.notInstalled(browser(), true),
  'install: failed': () => installXx.notInstalled(browser(), false),
  landing: () => linkLandingPage({ ...heading, action: '/connect/x' }, xx),
  'landing, one minute, no names': () => linkLandingPage({ minutesLeft: 1, action: '/c' }, xx),
  'form, workspace only': () =>
    connectFormPage({ csrf: 'c', minutesLeft: 10, workspaceName: 'Acme' }, xx),
  'form, oauth and current': () =>
    connectFormPage(
      {
        ...form,
        current,
        oauth: [
          { scope: 'webhooks:manage' },
          { scope: 'accounting:read' },
          { scope: 'accounting:write' },
          { scope: 'x' },
        ],
      },
      xx,
    ),
  'form, expired current': () =>
    connectFormPage({ ...form, current: { ...current, expired: true } }, xx),
  'form, unreadable current': () =>
    connectFormPage({ ...form, current: { fingerprint: 'unreadable' } }, xx),
  'form, error and values': () =>
    connectFormPage(
      {
        ...form,
        error: xx.text('connection', 'refused.password'),
        values: { email: 'a@b.c', organizationId: 'org_demo', remember: true },
      },
      xx,
    ),
  connected: () =>
    connectedPage({ organizationName: 'Demo Trading Ltd', slackUrl: 'https://slack.com/' }, xx),
  ...Object.fromEntries(
    CHANGES.map((change) => [
      `connected page, ${change.kind}`,
      () =>
        connectedPage(
          {
            organizationName: 'Demo Trading Ltd',
            slackUrl: 'https://slack.com/',
            replaced: connectedPageChange(change, xx),
          },
          xx,
        ),
    ]),
  ),
  ...Object.fromEntries(
    PROBLEMS.map((reason) => [`problem: ${reason}`, () => linkProblemPage(reason, xx)]),
  ),
  crash: () => crashPage('E-ABCDEF', xx),
  picker: () =>
    organizationPickerPage(
      {
        ...heading,
        pending: 'p',
        organizations: [
          { id: 'org_demo', name: 'Demo Trading Ltd' },
          { id: 'org_b', name: 'B1' },
        ],
      },
      xx,
    ),
  ...Object.fromEntries(
    (['cancelled', 'expired'] as const).flatMap((reason) =>
      [true, false].map((revoked) => [
        `withdrawn: ${reason}, ${revoked ? 'revoked' : 'not revoked'}`,
        () => choiceWithdrawnPage({ reason, revoked, reference: 'E-1' }, xx),
      ]),
    ),
  ),
};

describe('pseudo-locale: connect and OAuth pages have no visible text outside the catalogs', () => {
  for (const [name, render] of Object.entries(PAGES)) {
    it(name, () => {
      const html = render();
      expect(html).toContain('<html lang="en">');
      const leaks = untranslatedText(visibleText(html)).filter((word) => !DATA.has(word));
      expect(leaks).toEqual([]);
    });
  }
});

describe('Slack’s installation pages', () => {
  it('speak the browser’s language, else the app’s default', () => {
    const pages = installPages(translators, 'en');
    const title = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(title(pages.installed(browser('ro-RO,ro;q=0.9,en;q=0.8')))).toBe('Enlivy este instalat');
    expect(title(pages.installed(browser('en-GB')))).toBe('Enlivy is installed');
    expect(title(pages.notInstalled(browser('de-DE'), true))).toBe('Installation cancelled');
    const romanianDefault = installPages(translators, 'ro');
    expect(title(romanianDefault.notInstalled(browser('de-DE'), false))).toBe(
      'Instalarea nu s-a încheiat',
    );
    expect(romanianDefault.notInstalled(browser(), false)).toContain('<html lang="ro">');
  });
});
