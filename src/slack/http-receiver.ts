import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  type App,
  buildReceiverRoutes,
  type CustomRoute,
  HTTPModuleFunctions,
  HTTPReceiverDeferredRequestError,
  type Receiver,
  type Logger as SlackLogger,
} from '@slack/bolt';
import type { Logger } from '../platform/logging/logger.js';
import { newTrace, runInScope, slackRequestId } from '../platform/request-context.js';
import type { LockStore } from '../store/index.js';
import { createRequestGate, SLACK_EVENTS_PATH, type SubmissionNotRunAck } from './request-gate.js';

export interface SlackHttpReceiverOptions {
  signingSecret: string;
  logger: Logger;
  /** Bolt's logger, for what Bolt's own helpers log (404s, acks). */
  slackLogger: SlackLogger;
  locks: Pick<LockStore, 'acquire'>;
  /** Every route besides Slack's endpoint: connect page, health, metrics, install pages, cards. */
  routes: CustomRoute[];
  /** The ack of a form submission that did not run: the store was late, or nothing acked it. */
  submissionNotRun: SubmissionNotRunAck;
  ackBudgetMs?: number | undefined;
}

type Handler = (
  req: IncomingMessage & { params?: Record<string, string> },
  res: ServerResponse,
) => void;

interface CompiledRoute {
  pattern: RegExp;
  names: string[];
  byMethod: Record<string, Handler>;
}

/**
 * The app's receiver in HTTP modes (Bolt's documented extension point, in place of its
 * HTTPReceiver): one HTTP server whose Slack endpoint verifies, parses and replay-checks each
 * request once (src/slack/request-gate.ts) before `app.processEvent`, and whose other routes are
 * the app's custom routes. Every request gets its id here (src/platform/request-context.ts).
 */
export class SlackHttpReceiver implements Receiver {
  private app: App | undefined;
  private server: Server | undefined;
  private readonly gate: (req: IncomingMessage, res: ServerResponse) => void;
  private readonly routes: CompiledRoute[];

  constructor(private readonly options: SlackHttpReceiverOptions) {
    this.routes = compileRoutes(options.routes);
    this.gate = createRequestGate({
      ...options,
      processEvent: (event) => {
        if (this.app === undefined) throw new Error('The receiver was not given its app');
        return this.app.processEvent(event);
      },
    });
  }

  init(app: App): void {
    this.app = app;
  }

  /** Listens on `port`; resolves with the server once it listens. */
  start(port: number): Promise<Server> {
    if (this.server !== undefined) return Promise.reject(new Error('The server already listens'));
    const server = createServer((req, res) => this.onRequest(req, res));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', (error) => {
        this.server = undefined;
        reject(error);
      });
      server.listen(port, () => resolve(server));
    });
  }

  /** Stops accepting connections; resolves once the open ones ended. */
  stop(): Promise<void> {
    const stopping = this.server;
    this.server = undefined;
    if (stopping === undefined) return Promise.resolve();
    return new Promise((resolve, reject) =>
      stopping.close((err) => (err ? reject(err) : resolve())),
    );
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    // Every request gets its id (on each log line of it, and sent on to Enlivy).
    const trace = newTrace(
      slackRequestId(req.headers['x-slack-request-timestamp'], req.headers['x-slack-signature']),
    );
    runInScope({ trace }, () => {
      try {
        this.route(req, res);
      } catch (error) {
        // A route that throws before it answers: Bolt's rule, a 500 (a 404 for no route).
        HTTPModuleFunctions.defaultDispatchErrorHandler({
          error: error instanceof Error ? error : new Error(String(error)),
          logger: this.options.slackLogger,
          request: req,
          response: res,
        });
      }
    });
  }

  private route(req: IncomingMessage, res: ServerResponse): void {
    const path = pathOf(req.url);
    if (path === undefined) {
      // A malformed escape (`/connect/%%%`) is the caller's mistake.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address is malformed.');
      return;
    }
    const method = req.method?.toUpperCase() ?? 'GET';
    if (method === 'POST' && path === SLACK_EVENTS_PATH) {
      this.gate(req, res);
      return;
    }
    for (const route of this.routes) {
      const handler = route.byMethod[method];
      const match = handler === undefined ? null : route.pattern.exec(path);
      if (handler === undefined || match === null) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      handler(Object.assign(req, { params }), res);
      return;
    }
    throw new HTTPReceiverDeferredRequestError(
      `Unhandled HTTP request (${method}) made to ${path}`,
      req,
      res,
    );
  }
}

/**
 * The custom routes, grouped by Bolt's `buildReceiverRoutes` (which also checks them), each path
 * compiled once: `:name` takes one path segment, and a trailing slash is allowed, as in Bolt.
 */
function compileRoutes(routes: CustomRoute[]): CompiledRoute[] {
  return Object.entries(buildReceiverRoutes(routes)).map(([path, byMethod]) => {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return {
      pattern: new RegExp(`^${source}/?$`, 'i'),
      names,
      byMethod: byMethod as Record<string, Handler>,
    };
  });
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
