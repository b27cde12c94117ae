import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  type AnyMiddlewareArgs,
  type App,
  HTTPModuleFunctions,
  type HTTPReceiver,
  type Middleware,
  type Logger as SlackLogger,
} from '@slack/bolt';
import type { Logger } from '../platform/logging/logger.js';
import { newTrace, runInScope, slackRequestId } from '../platform/request-context.js';
import type { LockStore } from '../store/index.js';
import { ackWhatNoListenerAcked } from './ack-window.js';
import { shedExcessCommands } from './load-shedding.js';
import { createRequestGate, SLACK_EVENTS_PATH } from './request-gate.js';
import type { SlackMessage } from './ui.js';

export interface SlackEdgeDeps {
  app: Pick<App, 'processEvent'>;
  /** The HTTPReceiver handed to the App (src/slack/receiver.ts). */
  receiver: HTTPReceiver;
  signingSecret: string;
  logger: Logger;
  /** The receiver's logger, for the requests that match no route. */
  slackLogger: SlackLogger;
  locks: Pick<LockStore, 'acquire'>;
  maxCommandsInFlight?: number | undefined;
  ackBudgetMs?: number;
  /** What the edge tells people itself, in the app's words (src/core/error-views.ts). */
  answers: EdgeAnswers;
}

export interface EdgeAnswers {
  /** A slash command turned away by load shedding. */
  busy: () => SlackMessage;
  /** The ack of a form submission that could not run because the store did not answer. */
  submissionStoreProblem: (view: unknown, reference: string) => unknown;
  /** Counts a handled request (metrics). */
  countHandled: (body: unknown, outcome: 'busy') => void;
}

export interface SlackEdge {
  /** Global Bolt middleware, to register before any other. */
  middleware: Middleware<AnyMiddlewareArgs>[];
  /** Starts the HTTP server; resolves once it listens. */
  listen(port: number): Promise<Server>;
  /** Stops accepting connections; resolves once the open ones ended. */
  close(): Promise<void>;
}

/**
 * The HTTP server in HTTP modes. Bolt's HTTPReceiver answers every route (the Slack endpoint,
 * OAuth install, custom routes); this server puts the request gate (request-gate.ts) in front of
 * the receiver's public `requestListener` for `POST /slack/events`, and gives every request its
 * id. It stands in for `receiver.start()`, which would listen with the listener alone.
 */
export function createSlackEdge(deps: SlackEdgeDeps): SlackEdge {
  const { receiver } = deps;
  const gate = createRequestGate({
    ...deps,
    submissionStoreProblem: deps.answers.submissionStoreProblem,
  });
  let server: Server | undefined;

  const passOn = (req: IncomingMessage, res: ServerResponse) => {
    try {
      receiver.requestListener(req, res);
    } catch (error) {
      // What receiver.start() does: a request no route takes is a 404, any other throw a 500.
      HTTPModuleFunctions.defaultDispatchErrorHandler({
        error: error instanceof Error ? error : new Error(String(error)),
        logger: deps.slackLogger,
        request: req,
        response: res,
      });
    }
  };

  const route = (req: IncomingMessage, res: ServerResponse) => {
    // The receiver routes by this same pathname; Bolt decodes the path of its custom routes (the
    // connect page) itself and answers a malformed escape (`/connect/%%%`) with a 500: it is the
    // caller's mistake, a 400.
    const path = pathOf(req.url);
    if (path === undefined) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address is malformed.');
      return;
    }
    if (req.method?.toUpperCase() === 'POST' && path === SLACK_EVENTS_PATH) gate(req, res);
    else passOn(req, res);
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    // Every request gets its id (on each log line of it, and sent on to Enlivy).
    const trace = newTrace(
      slackRequestId(req.headers['x-slack-request-timestamp'], req.headers['x-slack-signature']),
    );
    runInScope({ trace }, () => route(req, res));
  };

  return {
    middleware: [
      ackWhatNoListenerAcked,
      shedExcessCommands({
        logger: deps.logger,
        maxCommandsInFlight: deps.maxCommandsInFlight,
        busyNotice: deps.answers.busy,
        countBusy: (command) => deps.answers.countHandled(command, 'busy'),
      }),
    ],
    listen(port) {
      if (server !== undefined) return Promise.reject(new Error('The server already listens'));
      const started = createServer(onRequest);
      server = started;
      return new Promise((resolve, reject) => {
        started.once('error', reject);
        started.listen(port, () => {
          started.off('error', reject);
          resolve(started);
        });
      });
    },
    close() {
      const stopping = server;
      server = undefined;
      if (stopping === undefined) return Promise.resolve();
      return new Promise((resolve, reject) =>
        stopping.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}

function pathOf(url: string | undefined): string | undefined {
  try {
    const { pathname } = new URL(url ?? '/', 'http://localhost');
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return undefined;
  }
}
