/**
 * What the page asks for on a person's behalf, done through the fake Slack's signed-request
 * driver (so the app gets exactly what Slack would send) and the simulator's control routes.
 */
import { EVENT_CATALOG, SEED, type Simulator } from '../fakes/service/index.js';
import { sampleData } from '../fakes/service/template.js';
import { escapeTypedText } from '../fakes/slack/driver-build.js';
import {
  type ClickWhere,
  type Driver,
  type FakeSlack,
  type InputValues,
  linksIn,
  waitFor,
} from '../fakes/slack/index.js';
import { automationActions } from './automation.js';
import { BadRequest } from './bad-request.js';
import type { ErrorEntry } from './snapshot.js';

type Obj = Record<string, unknown>;

export { BadRequest } from './bad-request.js';

function str(body: Obj, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '') throw new BadRequest(`${key} is required`);
  return value;
}

/** Fault modes of the side panel: each is one standing fault on every Enlivy API route. */
export const ENLIVY_MODES: Record<string, Obj | null> = {
  normal: null,
  slow: { kind: 'delay', ms: 3000 },
  'server-errors': { kind: 'status', status: 500 },
  unauthorized: { kind: 'status', status: 401 },
};
const STANDING = 1_000_000;
/** The App Home's Post now of a channel's daily list of invoices due. */
const DUE_POST_NOW = 'due_post_now';

/** Invoice events carry a seeded invoice (INV-2026-0001, paid); others the simulator's sample. */
function eventData(sim: Simulator, event: string): Record<string, unknown> {
  const invoice = sim.state.invoices.get(SEED.invoices.paid);
  if (event.startsWith('invoice.') && invoice) return { ...invoice.data };
  const organizationId = SEED.organizations.demo;
  return sampleData(event, { organizationId, destinationId: '', destinationName: '' }, []);
}

export interface ActionDeps {
  slack: FakeSlack;
  sim: Simulator;
  driver: Driver;
  driverErrors: ErrorEntry[];
  setMode(mode: string): void;
  /** A person chose a language with `/enlivy language ro|en|auto` and the app took the command. */
  noteLanguage(user: string, language: string): void;
}

/** The languages the side panel's switch offers (`auto`: the person's Slack locale). */
export const LANGUAGE_CHOICES = ['auto', 'en', 'ro'];

/** Only what is on screen may be sent back: values of blocks the view no longer has are dropped. */
function valuesFor(blocks: unknown[], values: unknown): InputValues | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const present = new Set(
    blocks
      .map((b) => (b as { block_id?: unknown }).block_id)
      .filter((id) => typeof id === 'string'),
  );
  return Object.fromEntries(Object.entries(values).filter(([blockId]) => present.has(blockId)));
}

async function simControl(sim: Simulator, method: string, path: string, body?: Obj) {
  const res = await fetch(`${sim.url}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Obj;
  if (!res.ok) throw new BadRequest(`simulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

export function createActions(deps: ActionDeps) {
  const { slack, driver } = deps;
  const noteAck = (source: string, status: number, body: string) => {
    if (status === 200) return;
    deps.driverErrors.push({
      at: Date.now(),
      source,
      error: status === 0 ? 'no answer from the app' : `the app answered HTTP ${status}`,
      detail: body ? [body.slice(0, 300)] : [],
    });
  };
  const guarded = async <T>(source: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.driverErrors.push({ at: Date.now(), source, error: 'refused', detail: [message] });
      throw new BadRequest(message);
    }
  };

  const actions = {
    ...automationActions({ slack, driver }),
    /** A slash command typed in the composer (`/enlivy …`) or a plain message. */
    async message(body: Obj) {
      const user = str(body, 'user');
      const channel = str(body, 'channel');
      const text = typeof body.text === 'string' ? body.text.trim() : '';
      const command = /^\/enlivy(?:\s+([\s\S]*))?$/.exec(text);
      if (!command) {
        if (text.startsWith('/')) {
          throw new BadRequest(
            `${text.split(/\s/)[0]} is not a valid command here: only /enlivy is installed`,
          );
        }
        // Slack stores typed text with &, < and > escaped, as it sends commands.
        if (!text) return { ok: true };
        const conversation = slack.channel(channel);
        const bot = slack.botFor(conversation.teamId)?.botUserId;
        // Written to Enlivy in its Messages tab, or to @enlivy in a channel: Ask Enlivy answers.
        if (conversation.isIm || (bot !== undefined && text.includes(`<@${bot}>`))) {
          const typed = escapeTypedText(text.replaceAll(`<@${bot}>`, '').trim());
          const asked = await guarded(conversation.isIm ? 'message.im' : 'app_mention', () =>
            conversation.isIm
              ? driver.directMessage({ user, text: typed })
              : driver.mention({ user, channel, text: typed }),
          );
          noteAck(conversation.isIm ? 'message.im' : 'app_mention', asked.status, asked.body);
          return { ok: asked.status === 200 };
        }
        const posted = slack.userPosts(user, channel, escapeTypedText(text));
        // Links on the app's unfurl domains (an Enlivy invoice) reach it as `link_shared`.
        const shared = await guarded('link_shared', () =>
          driver.linkShared({ user, channel, urls: linksIn(text), messageTs: posted.ts }),
        );
        if (shared) noteAck('link_shared', shared.status, shared.body);
        return { ok: true };
      }
      const result = await guarded('/enlivy', () =>
        driver.command({ user, channel, text: command[1] ?? '' }),
      );
      noteAck('/enlivy', result.status, result.body);
      const chosen = /^language\s+(\S+)$/i.exec(command[1]?.trim() ?? '')?.[1]?.toLowerCase();
      if (result.status === 200 && chosen && LANGUAGE_CHOICES.includes(chosen)) {
        deps.noteLanguage(user, chosen);
      }
      return { ok: result.status === 200, status: result.status };
    },

    async click(body: Obj) {
      const user = str(body, 'user');
      const where = body.in as ClickWhere;
      const surface =
        where === 'modal' ? slack.topView(user) : where === 'home' ? slack.home(user) : undefined;
      const values = valuesFor(surface?.blocks ?? [], body.values);
      const result = await guarded('click', () =>
        driver.click({
          user,
          in: where,
          actionId: str(body, 'actionId'),
          ...(typeof body.blockId === 'string' ? { blockId: body.blockId } : {}),
          ...(body.value !== undefined && body.value !== null
            ? { value: body.value as string | string[] }
            : {}),
          ...(values && surface ? { values } : {}),
        }),
      );
      noteAck('block_actions', result.status, result.body);
      return { ok: result.status === 200 };
    },

    async submit(body: Obj) {
      const user = str(body, 'user');
      const top = slack.topView(user);
      const values = valuesFor(top?.blocks ?? [], body.values);
      const result = await guarded('view_submission', () =>
        driver.submit({ user, ...(values ? { values } : {}) }),
      );
      noteAck('view_submission', result.status, result.body);
      return { ok: result.status === 200, outcome: result.outcome };
    },

    async close(body: Obj) {
      await guarded('view_closed', () => driver.closeView({ user: str(body, 'user') }));
      return { ok: true };
    },

    async homeOpened(body: Obj) {
      const result = await guarded('app_home_opened', () =>
        driver.appHomeOpened(str(body, 'user')),
      );
      noteAck('app_home_opened', result.status, result.body);
      return { ok: result.status === 200 };
    },

    /** An Enlivy event of the catalog, fired through the simulator's control route. */
    async fireEvent(body: Obj) {
      const event = str(body, 'event');
      if (!EVENT_CATALOG.includes(event)) throw new BadRequest(`unknown event ${event}`);
      const fired = await simControl(deps.sim, 'POST', 'events', {
        organization_id: SEED.organizations.demo,
        event,
        data: eventData(deps.sim, event),
      });
      return { ok: true, deliveries: (fired.data as unknown[]).length };
    },

    async setEnlivyMode(body: Obj) {
      const mode = str(body, 'mode');
      if (!(mode in ENLIVY_MODES)) throw new BadRequest(`unknown mode ${mode}`);
      await simControl(deps.sim, 'DELETE', 'faults');
      const fault = ENLIVY_MODES[mode];
      if (fault) await simControl(deps.sim, 'POST', 'faults', { ...fault, times: STANDING });
      deps.setMode(mode);
      return { ok: true, mode };
    },

    /**
     * The side panel's "fire this channel's daily list": the person opens their App Home and
     * clicks its Post now for the channel, as they could themselves (editors and admins).
     */
    async fireDueList(body: Obj) {
      const user = str(body, 'user');
      const channel = str(body, 'channel');
      await actions.homeOpened({ user });
      const hasPostNow = () =>
        JSON.stringify(slack.home(user)?.blocks ?? []).includes(
          `"action_id":"${DUE_POST_NOW}","value":"${channel}"`,
        );
      await waitFor(hasPostNow, { timeoutMs: 5_000 }).catch(() => {
        throw new BadRequest(
          'No daily list here that this person may fire: an editor sets one in the channel with /enlivy due daily 09:00',
        );
      });
      return actions.click({ user, in: 'home', actionId: DUE_POST_NOW, value: channel });
    },

    /** The side panel's language switch: the person sends `/enlivy language …` in a channel. */
    async setLanguage(body: Obj) {
      const language = str(body, 'language');
      if (!LANGUAGE_CHOICES.includes(language))
        throw new BadRequest(`unknown language ${language}`);
      return actions.message({ ...body, text: `/enlivy language ${language}` });
    },
  };
  return actions;
}
