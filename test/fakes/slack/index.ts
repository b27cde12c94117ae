/**
 * Fake Slack for tests: a Web API server that @slack/web-api (and so Bolt, through
 * `clientOptions.slackApiUrl`) talks to, with Slack's strictness, plus inspection helpers.
 * See README.md in this folder.
 */
import { FakeSlack, type StartFakeSlackOptions } from './fake-slack.js';

export async function startFakeSlack(options: StartFakeSlackOptions = {}): Promise<FakeSlack> {
  return FakeSlack.start(options);
}

export * from './block-kit/index.js';
export { type Clock, FakeClock } from './clock.js';
export {
  ACK_DEADLINE_MS,
  type AckRecord,
  type AckResult,
  type ClickInput,
  type ClickWhere,
  type CommandInput,
  type CommandResult,
  createDriver,
  Driver,
  type DriverOptions,
  type EventAck,
  type EventOptions,
  type InstallInput,
  type InstallResult,
  type LinkSharedAck,
  type LinkSharedInput,
  type RawRequest,
  SlackAckTimeoutError,
  type SubmitInput,
  type SubmitResult,
} from './driver.js';
export type { SubmissionOutcome } from './driver-acks.js';
export {
  createSocketDriver,
  type SocketCommandAck,
  SocketDriver,
  type SocketDriverOptions,
  type SocketEventAck,
  type SocketSubmitAck,
} from './driver-socket.js';
export {
  type AddChannelInput,
  type AddUserInput,
  type AuthorizeInstallInput,
  type ConfigureAppInput,
  DEFAULT_BOT_SCOPES,
  FakeSlack,
  type InstallBotInput,
  type InstalledBot,
  type IssueResponseUrlInput,
  type StartFakeSlackOptions,
} from './fake-slack.js';
export {
  definitionProblems,
  type FunctionDefinition,
  type FunctionExecutionRecord,
  isKnownType,
  loadFunctionDefinitions,
  outputProblems,
} from './functions.js';
export { SOCKET_TICKET_TTL_MS } from './methods/apps.js';
export { AUTH_CODE_TTL_MS } from './methods/oauth.js';
export { TRIGGER_TTL_MS } from './methods/views.js';
export * from './payloads.js';
export { RESPONSE_URL_MAX_USES, RESPONSE_URL_TTL_MS } from './response-url.js';
export { type SeededWorkspace, type SeedOptions, seedWorkspace } from './seed.js';
export { computeSlackSignature, signatureHeaders } from './signing.js';
export type {
  DeliverInput,
  EnvelopeType,
  SocketAck,
  SocketConnection,
  SocketEnvelope,
  SocketMessageRecord,
  SocketModeServer,
} from './socket-server.js';
export { buildStateValues, type InputValues, type StateValues } from './state-values.js';
export {
  canListen,
  freePort,
  onFreePort,
  type SlackTestbed,
  type SlackTestbedOptions,
  startSlackTestbed,
  type TestbedApp,
  type TestbedAppContext,
} from './testbed.js';
export type * from './types.js';
export { linksIn, loadUnfurlDomains } from './unfurls.js';
export { waitFor } from './wait-for.js';
