import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App } from '@slack/bolt';
import { createAccessService } from './core/access/access-service.js';
import { createSubcommands } from './core/commands.js';
import { createConnectLinks } from './core/connect-links.js';
import { createConnectionService } from './core/connections.js';
import type { AppServices } from './core/context.js';
import { errorMessage, submissionNotRun } from './core/error-views.js';
import { toUserError } from './core/errors/user-error.js';
import { createHomeSections } from './core/home-sections.js';
import { createLanguageResolver, LANGUAGE_RESOLVER_KEY } from './core/language.js';
import { actingLanguage } from './core/listeners/request.js';
import { createOAuthStates } from './core/oauth/states.js';
import { countHandled, knownNames } from './core/request-metrics.js';
import { createStatusLines } from './core/status-lines.js';
import { createUnfinishedWork } from './core/unfinished-work.js';
import type { EnlivyClient } from './enlivy/index.js';
import { withWriteJournal } from './enlivy/write-journal.js';
import { createCardsSweep } from './features/cards/index.js';
import { installPages, unrunnableRequests } from './features/connection/index.js';
import { COPY } from './features/copy.js';
import { FEATURES } from './features/index.js';
import { createTimedPauses, type TimedPauseTuning } from './features/pausing/index.js';
import { createFailureWatch, type WatchTuning } from './features/watch/index.js';
import { createBackgroundTasks } from './jobs/background-tasks.js';
import type { TaskQueueOptions } from './jobs/tasks.js';
import { AppError, newReferenceId } from './platform/app-error.js';
import type { Config } from './platform/config.js';
import { createTranslators } from './platform/i18n/index.js';
import { createInflightWork, settlesWithin } from './platform/inflight.js';
import { type Logger, safeError } from './platform/logging/logger.js';
import {
  currentTrace,
  generatedRequestId,
  newTrace,
  type RequestTrace,
  runInScope,
} from './platform/request-context.js';
import { slackClientsFor } from './slack/bot-client.js';
import type { IdentityRetry } from './slack/bot-identity.js';
import { edgeMiddleware } from './slack/load-shedding.js';
import { slackAppOptions, slackReceiver } from './slack/receiver.js';
import { payloadUserTeam, USER_TEAM_KEY } from './slack/workspace.js';
import type { Stores } from './store/index.js';
import { healthRoutes } from './web/health.js';
import { metricsRoute } from './web/metrics-route.js';

export interface AppDeps {
  config: Config;
  logger: Logger;
  stores: Stores;
  enlivy: EnlivyClient;
  /** Key for connect-link MACs (derived from the encryption key in main). */
  linkSecret: Buffer;
  now?: () => Date;
  /** Tests point the OAuth authorize redirect at the fake Slack. */
  authorizationUrl?: string;
  /** Tests and the bench: the failure watch's reply pace, concurrency, poll notifications. */
  watchTuning?: WatchTuning;
  /** Tests: the timed pauses' sweep interval and sweep notifications. */
  pauseTuning?: TimedPauseTuning;
  /** Workspaces whose Slack clients are kept (default DEFAULT_MAX_SLACK_CLIENTS). */
  maxSlackClients?: number;
  /** Tests shorten the retry of `auth.test` while Slack cannot be reached (single workspace). */
  slackIdentityRetry?: IdentityRetry;
  /** Tests: shorter waits of the app's own timers (default: each module's production value). */
  timing?: AppTiming;
}

/** The app's own waits that tests drive faster. */
export interface AppTiming {
  /** Failed jobs' retry delays and pg-boss's poll (jobs/tasks.ts). */
  jobs?: Pick<TaskQueueOptions, 'retryDelayMs' | 'retryDelayMaxMs' | 'pollIntervalMs'>;
  /** One event card per channel this often (cards/drain.ts, PACE_MS). */
  cardsPaceMs?: number;
}

export interface EnlivySlackApp {
  bolt: App;
  services: AppServices;
  /** Starts listening; resolves with the bound port (useful with PORT=0). */
  start(): Promise<{ port: number }>;
  /**
   * Stops accepting requests and lets acked work finish for `drainMs`; then cuts off the Enlivy
   * calls still running, whose work tells its user (`notifyMs`). Resolves true when all work
   * ended, false when some still ran at the end.
   */
  stop(options?: StopOptions): Promise<boolean>;
}

export interface StopOptions {
  /** Default 6 000 ms. */
  drainMs?: number;
  /** Default 1 500 ms. */
  notifyMs?: number;
}

/** Builds the Bolt app with all listeners and routes. No I/O happens until start(). */
export function createApp(deps: AppDeps): EnlivySlackApp {
  const now = deps.now ?? (() => new Date());
  const { config, logger, stores } = deps;
  const connectLinks = createConnectLinks({
    stores,
    publicUrl: config.publicUrl,
    secret: deps.linkSecret,
    now: () => now().getTime(),
  });
  const translators = createTranslators(COPY);
  // What is said before anyone's language can be known (busy, no installation, Slack not reached).
  const fallbackT = translators.for(config.defaultLanguage);
  const stopping = new AbortController();
  const drainOver = new AbortController();
  const slack = slackClientsFor({
    config,
    stores,
    logger,
    max: deps.maxSlackClients,
    identityRetry: deps.slackIdentityRetry,
    installPages: installPages(translators, config.defaultLanguage),
    authorizationUrl: deps.authorizationUrl,
  });
  const botClient = slack.botClients;
  const tasks = createBackgroundTasks({
    kind: stores.kind,
    storeUrl: config.store.url,
    namespace: stores.namespace,
    logger,
    journal: stores.tasks,
    ...deps.timing?.jobs,
  });
  const base = {
    config,
    logger,
    stores,
    enlivy: deps.enlivy,
    access: createAccessService(stores),
    connections: createConnectionService(stores, deps.enlivy, { config, now, logger }),
    connectLinks,
    oauthStates: createOAuthStates({ stores, secret: deps.linkSecret, now: () => now().getTime() }),
    languages: createLanguageResolver({
      stores,
      translators,
      logger,
      defaultLanguage: config.defaultLanguage,
    }),
    now,
    stopping: stopping.signal,
    drainOver: drainOver.signal,
    commands: createSubcommands(),
    homeSections: createHomeSections(),
    statusLines: createStatusLines(logger),
    botClients: botClient,
    tasks,
    unfinished: createUnfinishedWork(),
    tuning: deps.timing?.cardsPaceMs === undefined ? {} : { cardsPaceMs: deps.timing.cardsPaceMs },
  };
  // The failure watch and the timed pauses' sweep run on the job engine; commands start them.
  const failureWatch = createFailureWatch(base, botClient, deps.watchTuning);
  const timedPauses = createTimedPauses(base, botClient, deps.pauseTuning);
  const services: AppServices = { ...base, watch: failureWatch, timedPauses };
  // Started and stopped with the app, beside the watch and the timed pauses.
  const cardsSweep = createCardsSweep({ config, stores, logger, tasks });

  const routes = [
    // Ready when the store answers, the job engine runs and (one bot token) Slack was reached.
    ...healthRoutes(stores, [
      () => tasks.readiness(),
      ...(slack.identity ? [() => slack.identity?.readiness()] : []),
    ]),
    metricsRoute(config.metricsToken),
    ...FEATURES.flatMap((feature) => feature.routes?.(services) ?? []),
  ];

  const allRoutes = [...routes, ...slack.installRoutes];
  const receiver = slackReceiver({
    config,
    logger,
    locks: stores.locks,
    routes: allRoutes,
    // The store is down or late: no one's language can be read, so the default one.
    submissionNotRun: (view, notRun) => submissionNotRun(view, notRun, fallbackT),
  });
  const bolt = new App({
    ...slackAppOptions({ config, logger }),
    ...(receiver ? { receiver } : { customRoutes: allRoutes }),
    authorize: slack.authorize,
  });
  // Labels for metrics: what the features register and declare (commands are looked up when counted).
  const known = knownNames(
    services.commands,
    FEATURES.map((feature) => feature.ids),
  );
  // HTTP modes only, as before Socket Mode: it has no ack window and no shedding.
  const edge =
    receiver === undefined
      ? []
      : edgeMiddleware({
          logger,
          maxCommandsInFlight: config.slack.maxCommandsInFlight,
          busyNotice: () =>
            errorMessage(toUserError(new AppError('busy', ''), newReferenceId(), fallbackT)),
          countBusy: (command) => countHandled(command, 'busy', known),
        });
  for (const middleware of edge) bolt.use(middleware);
  const inflight = createInflightWork();
  // Every listener runs inside this middleware, including the work it does after its ack. The
  // journal lets a call cut off at shutdown say whether this work may have changed anything.
  const handled = async (trace: RequestTrace, body: unknown, next: () => Promise<void>) => {
    let threw = false;
    try {
      await inflight.track(withWriteJournal(next));
    } catch (err) {
      threw = true;
      throw err;
    } finally {
      countHandled(body, threw ? 'failed' : (trace.outcome ?? 'ok'), known);
    }
  };
  bolt.use(async ({ body, context, client, next }) => {
    // Role checks compare the acting person's own workspace with the installation's.
    context[USER_TEAM_KEY] = payloadUserTeam(body);
    context[LANGUAGE_RESOLVER_KEY] = services.languages;
    const language = actingLanguage({ context, client, body, resolver: services.languages });
    // Socket Mode requests do not pass the HTTP receiver, which gives requests their id.
    const trace = currentTrace() ?? newTrace(generatedRequestId());
    return runInScope({ trace, language }, () => handled(trace, body, next));
  });
  const unrunnable = unrunnableRequests(logger, fallbackT);
  bolt.error(unrunnable.answer);
  for (const feature of FEATURES) feature.register(bolt, services);
  return {
    bolt,
    services,
    async start() {
      await bolt.init();
      // Never waits for Slack: until it answers, /readyz says so and requests are told.
      slack.identity?.start();
      const started = await (bolt.start(config.port) as Promise<Server | undefined>).catch(
        (error: unknown) => {
          // Nothing keeps running when the app cannot listen (a port in use, say).
          slack.identity?.stop();
          throw error;
        },
      );
      const address = started?.address?.() as AddressInfo | null | undefined;
      failureWatch.start();
      tasks.start();
      timedPauses.start();
      cardsSweep.start();
      return { port: address?.port ?? config.port };
    },
    async stop({ drainMs = 6_000, notifyMs = 1_500 } = {}) {
      const deadline = Date.now() + drainMs;
      slack.identity?.stop();
      unrunnable.flush();
      // The watch takes no new polls from now on; polls running end like any other work.
      const watchStopped = failureWatch
        .stop()
        .catch((err: unknown) =>
          logger.warn({ err: safeError(err) }, 'the failure watch did not stop cleanly'),
        );
      // Jobs take no new work; a card being posted finishes, the rest stays in the inbox.
      const tasksStopped = tasks
        .stop()
        .catch((err: unknown) =>
          logger.warn({ err: safeError(err) }, 'the job queue did not stop cleanly'),
        );
      const timersStopped = Promise.all([
        timedPauses.stop(),
        cardsSweep
          .stop()
          .catch((err: unknown) =>
            logger.warn({ err: safeError(err) }, 'the cards sweep did not stop cleanly'),
          ),
      ]);
      // A client holding its connection open must not hold the stop past the window.
      await settlesWithin(bolt.stop(), drainMs);
      // Long waits (a test delivery being followed) end now: they update their message and
      // release their locks instead of being cut off when the process exits.
      stopping.abort();
      const drained = async (until: number) =>
        (await inflight.drain(until - Date.now())) &&
        (await settlesWithin(
          Promise.all([watchStopped, tasksStopped, timersStopped]),
          Math.max(0, until - Date.now()),
        ));
      // OAuth renewals in flight may finish within the window; a renewed pair the store has
      // not taken yet is tried once more before the store closes (see oauth/refresh.ts).
      const renewalsStored = () =>
        services.connections.settleRenewals(Math.max(0, deadline - Date.now()));
      if (await drained(deadline)) return renewalsStored();
      logger.warn(
        { running: inflight.size },
        'drain window over: cutting off the Enlivy calls still running',
      );
      drainOver.abort();
      deps.enlivy.interrupt();
      const finished = await drained(Date.now() + notifyMs);
      if (!finished) {
        // A workflow must not wait for a step this process will never end.
        await settlesWithin(services.unfinished.endAll(), 800);
        logger.warn({ unfinished: inflight.size }, 'stopped with listener work still running');
      }
      return (await renewalsStored()) && finished;
    },
  };
}
