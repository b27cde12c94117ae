import { context } from './blocks.js';
import type { RespondOptions, SlackMessage, SlackUi } from './ui.js';

/** An answer slower than this gets a working message first; a faster one shows no flash. */
export const WORKING_NOTICE_AFTER_MS = 700;

export interface WorkingNoticeOptions {
  /** The working message, built only when it is due ("Loading destinations…"); none: no notice. */
  message: () => Promise<SlackMessage | undefined>;
  /**
   * Where it shows. `reply`: a new ephemeral message through a slash command's response_url. Slack
   * cannot replace or delete a command's earlier replies through that URL (a replace posts anew),
   * so the notice stays above the answer as a line that remains true ("Pausing *X*…"). `original`:
   * in place of the message a click was on (buttons whose answer re-renders that message anyway),
   * which the answer then replaces.
   */
  place: 'reply' | 'original';
  afterMs?: number;
  /** A notice that could not be shown (logged; the answer still goes out). */
  onError: (err: unknown) => void;
}

export interface WorkingNotice {
  /** The request's SlackUi: an answer stops the timer (and, on a click, takes the notice's place). */
  ui: SlackUi;
  /** The work is over: no notice from now on. */
  finish(): Promise<void>;
}

/**
 * A working message for work that waits on Enlivy, designed once for every slash command and for
 * the buttons that opt in. A timer starts with the request; if nothing was shown when it fires,
 * the notice is posted. On a click, the first answer through respond() replaces it (an ephemeral
 * cannot become public by a replace — Slack keeps a replaced message's visibility — so a public
 * answer is posted anew). Modals, DMs and posts elsewhere stop the timer.
 */
export function withWorkingNotice(ui: SlackUi, options: WorkingNoticeOptions): WorkingNotice {
  /** Set once anything is shown: from then on no notice is started. */
  let answered = false;
  /** Resolves true once the notice is on screen; undefined while none was started. */
  let notice: Promise<boolean> | undefined;
  /** The clicked message's notice was replaced by an answer. */
  let replaced = false;

  async function show(): Promise<boolean> {
    try {
      const message = await options.message();
      if (message === undefined || answered) return false;
      await ui.respond(message, options.place === 'original' ? { replaceOriginal: true } : {});
      return true;
    } catch (err) {
      options.onError(err);
      return false;
    }
  }

  const timer = setTimeout(() => {
    if (!answered) notice = show();
  }, options.afterMs ?? WORKING_NOTICE_AFTER_MS);

  function stop(): void {
    answered = true;
    clearTimeout(timer);
  }

  async function respond(message: SlackMessage, given: RespondOptions = {}): Promise<void> {
    stop();
    // The notice is posted before the answer, so the two never cross.
    const shown = notice === undefined ? false : await notice;
    const inPlace = shown && options.place === 'original' && !replaced;
    if (!inPlace || given.replaceOriginal || given.deleteOriginal || given.inChannel) {
      // An answer that replaces the clicked message itself took the notice's place too.
      if (given.replaceOriginal) replaced = true;
      return ui.respond(message, given);
    }
    replaced = true;
    return ui.respond(message, { ...given, replaceOriginal: true });
  }

  /**
   * Anything else shown (a modal, a DM, a post) is an answer too: no notice after it. It does not
   * wait for a notice being posted (a modal must open within its trigger's 3 s).
   */
  const shows =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      stop();
      return method(...args);
    };

  return {
    ui: {
      ...ui,
      respond,
      openModal: shows(ui.openModal),
      pushModal: shows(ui.pushModal),
      updateModal: shows(ui.updateModal),
      postMessage: shows(ui.postMessage),
      postEphemeral: shows(ui.postEphemeral),
      publishHome: shows(ui.publishHome),
      uploadFile: shows(ui.uploadFile),
    },
    async finish() {
      stop();
      await notice;
    },
  };
}

/**
 * What shows while an answer waits on Enlivy ("Loading destinations…"), until the answer takes
 * its place. `line` comes from the catalogs, already in the reader's language.
 */
export function workingMessage(line: string): SlackMessage {
  return { text: line, blocks: [context(`:hourglass_flowing_sand: ${line}`)] };
}
