import type { CommandRequest, Request } from '../../core/context.js';
import { formatDuration } from '../../core/copy/durations.js';
import { parseChannelMention } from '../../core/parse.js';
import { postReceipt } from '../../core/receipts.js';
import { userZone } from '../../core/time-zones.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { safeError } from '../../platform/logging/logger.js';
import { DEFAULT_THRESHOLD, type WatchSettings } from '../../store/index.js';
import { requirePostableChannel } from '../shared/destinations/channel-check.js';
import { namesDestination, refuseBlankName } from '../shared/destinations/resolve.js';
import { destinationFromCommand, destinationFromList } from '../shared/destinations/target.js';
import { destinationName } from '../shared/destinations/views/card.js';
import { endOfPhrase, lastTimePhrase, MAX_DAYS } from '../shared/pausing/when.js';
import { watchSay } from './copy/index.js';
import type { WatchDeps } from './deps.js';
import { changeWatchSettings, withWatchSettingsLock } from './settings-lock.js';
import {
  digestReceipt,
  type KeptSettings,
  muteReceipt,
  thresholdReceipt,
  unmuteReceipt,
  watchAlreadyOffMessage,
  watchOffReceipt,
  watchOnReceipt,
  watchStatusMessage,
} from './views/settings.js';

/** A mute without `for …` lasts a day: a mute nobody remembers must not hide failures for ever. */
const DEFAULT_MUTE_MS = 24 * 60 * 60_000;
/** The first read goes a little back, so a failure seconds before the command is not missed. */
const START_LOOKBACK_MS = 60_000;

/** `/enlivy watch …` */
export async function watchCommand(services: WatchDeps, request: CommandRequest): Promise<void> {
  const [first, ...rest] = request.args;
  const word = first?.toLowerCase();
  if (word === undefined) return watchHere(request, services);
  if (word === 'off') return watchOff(request, services);
  if (word === 'mute') return mute(request, services, rest);
  if (word === 'unmute') return unmute(request, services, rest);
  if (word === 'threshold') return setThreshold(request, services, rest);
  if (word === 'digest') return setDigest(request, services, rest);
  const channelId = parseChannelMention(first ?? '');
  if (channelId !== undefined && rest.length === 0)
    return watchChannel(request, services, channelId);
  const say = watchSay(await request.t());
  throw new AppError('bad_input', say('error.unknownWord', { word: (first ?? '').slice(0, 40) }), {
    hint: say('error.usage'),
  });
}

/** No argument: on here when off or paused; otherwise what is set (moving it needs the channel named). */
async function watchHere(request: CommandRequest, services: WatchDeps): Promise<void> {
  const settings = await services.stores.watch.getSettings(request.workspace);
  if ((settings === undefined || settings.paused) && request.channelId !== undefined) {
    return watchChannel(request, services, request.channelId);
  }
  await showStatus(request, services, settings);
}

async function showStatus(
  request: Request,
  services: WatchDeps,
  settings: WatchSettings | undefined,
): Promise<void> {
  const state = await services.stores.watch.getState(request.workspace);
  const now = services.now();
  const names = await mutedNames(request, services, settings, now);
  await request.ui.respond(
    watchStatusMessage({ settings, incidents: state.incidents, now, names }, await request.t()),
  );
}

/**
 * The names of the muted destinations, as receipts show them. Read from Enlivy only when
 * something is muted; when it cannot be read the status still shows, with ids.
 */
async function mutedNames(
  request: Request,
  services: WatchDeps,
  settings: WatchSettings | undefined,
  now: Date,
): Promise<Map<string, string>> {
  const muted = Object.entries(settings?.mutes ?? {}).filter(
    ([, until]) => Date.parse(until) > now.getTime(),
  );
  if (muted.length === 0) return new Map();
  try {
    const all = await services.connections.use(request.workspace, ({ api, orgId }) =>
      api.destinations.listAll(orgId),
    );
    return new Map(all.map((destination) => [destination.id, destinationName(destination)]));
  } catch (err) {
    services.logger.info(
      { err: safeError(err) },
      'watch status: destination names could not be read; mutes are shown by id',
    );
    return new Map();
  }
}

async function watchChannel(
  request: CommandRequest,
  services: WatchDeps,
  channelId: string,
): Promise<void> {
  const channel = await requirePostableChannel(request.ui, channelId, await request.t());
  const { stores } = services;
  const previous = await stores.watch.getSettings(request.workspace);
  const now = services.now();
  const settings = startedSettings(previous, {
    workspace: request.workspace,
    channelId: channel.id,
    setBy: request.userId,
    now,
  });
  if (previous !== undefined && previous.channelId === channel.id && !previous.paused) {
    // Nothing to change; scheduling again is idempotent and repairs an earlier failed attempt.
    await services.watch.watch(request.workspace);
    return showStatus(request, services, previous);
  }
  await withWatchSettingsLock(stores, request.workspace, async () => {
    await stores.watch.saveSettings(request.workspace, settings);
    if (previous !== undefined && previous.channelId !== channel.id) {
      // Alerts already posted stay where they are; the new channel starts with a clean slate.
      const state = await stores.watch.getState(request.workspace);
      await stores.watch.saveState(request.workspace, { ...state, incidents: {} });
    }
  });
  await services.watch.watch(request.workspace);
  await postReceipt(
    request,
    (reader) =>
      watchOnReceipt(
        {
          userId: request.userId,
          channelId: channel.id,
          previous,
          kept: keptSettings(settings, previous, now),
        },
        reader,
      ),
    { logger: services.logger },
  );
}

/**
 * The settings of a watch turned on, restarted after a pause or moved: every setting of the
 * previous record carries over (spread, so a setting added later carries over too) except
 * where alerts go, who set it and the pause. Mutes that already ended are dropped.
 */
function startedSettings(
  previous: WatchSettings | undefined,
  start: { workspace: WatchSettings['workspace']; channelId: string; setBy: string; now: Date },
): WatchSettings {
  const { now } = start;
  const { paused: _paused, ...kept } = previous ?? {
    since: new Date(now.getTime() - START_LOOKBACK_MS).toISOString(),
    mutes: {},
    threshold: DEFAULT_THRESHOLD,
  };
  return {
    ...kept,
    mutes: activeMutes(kept.mutes, now),
    workspace: start.workspace,
    channelId: start.channelId,
    setBy: start.setBy,
    setAt: now.toISOString(),
  };
}

function activeMutes(mutes: Record<string, string>, now: Date): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mutes).filter(([, end]) => Date.parse(end) > now.getTime()),
  );
}

/** What a restart or move carried over, for the receipt (nothing for a fresh watch). */
function keptSettings(
  settings: WatchSettings,
  previous: WatchSettings | undefined,
  now: Date,
): KeptSettings {
  if (previous === undefined) return {};
  const mutes = Object.keys(activeMutes(settings.mutes, now)).length;
  return {
    ...(settings.digest ? { digestTz: settings.digest.tz } : {}),
    threshold: settings.threshold,
    ...(mutes > 0 ? { mutes } : {}),
  };
}

async function watchOff(request: CommandRequest, services: WatchDeps): Promise<void> {
  const settings = await services.stores.watch.getSettings(request.workspace);
  if (settings === undefined) {
    await request.ui.respond(watchAlreadyOffMessage(await request.t()));
    return;
  }
  await withWatchSettingsLock(services.stores, request.workspace, () =>
    services.stores.watch.delete(request.workspace),
  );
  await services.watch.unwatch(request.workspace);
  await postReceipt(
    request,
    (reader) => watchOffReceipt(request.userId, settings.channelId, reader),
    { logger: services.logger },
  );
}

async function requireSettings(request: Request, services: WatchDeps): Promise<WatchSettings> {
  const settings = await services.stores.watch.getSettings(request.workspace);
  if (settings === undefined) {
    const say = watchSay(await request.t());
    throw new AppError('bad_input', say('error.off'), { hint: say('error.offHint') });
  }
  return settings;
}

function muteTooLong(t: Translator): AppError {
  const say = watchSay(t);
  return new AppError('bad_input', say('error.muteTooLong', { days: MAX_DAYS }), {
    hint: say('error.muteTooLongHint', { days: MAX_DAYS }),
  });
}

/**
 * `mute NAME [for 2h | until 18:00]`: the name and the time are told apart as `/enlivy pause`
 * does (splitPauseEnd's rule, both languages' forms); without a time, a day.
 */
async function mute(request: CommandRequest, services: WatchDeps, args: string[]): Promise<void> {
  const t = await request.t();
  refuseBlankName(args, 'watch mute', t);
  const phrase = lastTimePhrase(args);
  const say = watchSay(t);
  const which = () =>
    new AppError('bad_input', say('error.muteWhich'), { hint: say('error.muteWhichHint') });
  if (args.length === 0) throw which();
  const zone = phrase === undefined ? 'UTC' : await userZone(request);
  const now = services.now();
  const { destination, until } = await services.connections.use(
    request.workspace,
    async (connected) => {
      const destinations = await connected.api.destinations.listAll(connected.orgId);
      const timed =
        phrase !== undefined && !namesDestination(args.join(' '), destinations)
          ? phrase
          : undefined;
      const words = timed === undefined ? args : args.slice(0, timed.at);
      const end = timed && endOfPhrase(timed, { now, zone, t }, muteTooLong);
      if (words.length === 0) throw which();
      const found = await destinationFromList(request, services, words.join(' '), destinations);
      return { destination: found, until: end?.until };
    },
  );
  const ms = until === undefined ? DEFAULT_MUTE_MS : until.getTime() - now.getTime();
  await muteDestination(request, services, {
    destinationId: destination.id,
    name: destinationName(destination),
    ms,
  });
}

/** Also the alert's Mute 1 h button. */
export async function muteDestination(
  request: Request,
  services: WatchDeps,
  mute: { destinationId: string; name: string; ms: number },
): Promise<void> {
  const { destinationId, name, ms } = mute;
  await requireSettings(request, services);
  const until = new Date(services.now().getTime() + ms).toISOString();
  await changeWatchSettings(services.stores, request.workspace, (current) =>
    current === undefined
      ? undefined
      : {
          ...current,
          mutes: { ...activeMutes(current.mutes, services.now()), [destinationId]: until },
        },
  );
  await postReceipt(request, (reader) => muteReceipt(request.userId, name, until, reader), {
    logger: services.logger,
  });
}

/** `unmute NAME`: the name is needed, as for mute (no question about the channel's destination). */
async function unmute(request: CommandRequest, services: WatchDeps, args: string[]): Promise<void> {
  const t = await request.t();
  refuseBlankName(args, 'watch unmute', t);
  if (args.length === 0) {
    const say = watchSay(t);
    throw new AppError('bad_input', say('error.unmuteWhich'), {
      hint: say('error.unmuteWhichHint'),
    });
  }
  await requireSettings(request, services);
  const destination = await services.connections.use(request.workspace, (connected) =>
    destinationFromCommand(connected, request, services, args.join(' ')),
  );
  await changeWatchSettings(services.stores, request.workspace, (current) => {
    if (current === undefined) return undefined;
    const { [destination.id]: _gone, ...mutes } = current.mutes;
    return { ...current, mutes };
  });
  await postReceipt(
    request,
    (reader) => unmuteReceipt(request.userId, destinationName(destination), reader),
    { logger: services.logger },
  );
}

async function setThreshold(
  request: CommandRequest,
  services: WatchDeps,
  args: string[],
): Promise<void> {
  const [attempts, minutes] = args.map((a) => Number(a.replace(/m(in)?$/i, '')));
  const valid = (n: number | undefined, max: number): n is number =>
    n !== undefined && Number.isInteger(n) && n >= 1 && n <= max;
  if (args.length !== 2 || !valid(attempts, 5) || !valid(minutes, 60)) {
    const t = await request.t();
    const say = watchSay(t);
    throw new AppError('bad_input', say('error.threshold'), {
      hint: say('error.thresholdHint', { duration: formatDuration(600_000, t) }),
    });
  }
  const settings = await requireSettings(request, services);
  const threshold = { failedAttempts: attempts, windowMinutes: minutes };
  const next = (await changeWatchSettings(services.stores, request.workspace, (current) =>
    current === undefined ? undefined : { ...current, threshold },
  )) ?? { ...settings, threshold };
  await postReceipt(request, (reader) => thresholdReceipt(request.userId, next, reader), {
    logger: services.logger,
  });
}

/**
 * `digest on|off`. Slack tells no workspace timezone, so the digest follows the timezone of
 * whoever turns it on (UTC when Slack does not say).
 */
async function setDigest(
  request: CommandRequest,
  services: WatchDeps,
  args: string[],
): Promise<void> {
  const choice = args[0]?.toLowerCase();
  if (args.length !== 1 || (choice !== 'on' && choice !== 'off')) {
    const say = watchSay(await request.t());
    throw new AppError('bad_input', say('error.digest'), { hint: say('error.digestHint') });
  }
  await requireSettings(request, services);
  const tz = choice === 'on' ? await timezoneOf(request) : undefined;
  await changeWatchSettings(services.stores, request.workspace, (current) => {
    if (current === undefined) return undefined;
    const { digest: _old, ...rest } = current;
    return tz ? { ...rest, digest: { tz } } : rest;
  });
  await postReceipt(request, (reader) => digestReceipt(request.userId, tz, reader), {
    logger: services.logger,
  });
}

async function timezoneOf(request: Request): Promise<string> {
  const tz = await request.ui
    .userInfo(request.userId)
    .then((user) => user.tz)
    .catch(() => undefined);
  try {
    if (tz) new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz ?? 'UTC';
  } catch {
    return 'UTC';
  }
}
