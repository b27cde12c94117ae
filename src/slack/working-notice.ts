import type { RespondOptions, SlackMessage, SlackUi } from './ui.js';

/** An answer slower than this gets a working message first; a faster one shows no flash. */
export const WORKING_NOTICE_AFTER_MS = 700;

export interface WorkingNoticeOptions {
  /** The working message, built only when it is due ("Loading destinations…"); none: no notice. */
  message: () => Promise<SlackMessage | undefined>;
  /**
   * Where it shows. `reply`: a new ephemeral message through the response_url (slash commands),
   * which the answer then replaces. `original`: in place of the message the click was on (buttons
   * whose answer re-renders that message anyway).
   */
  place: 'reply' | 'original';
  afterMs?: number;
  /** A notice that could not be shown or taken away (logged; the answer still goes out). */
  onError: (err: unknown) => void;
}

export interface WorkingNotice {
  /** The request's SlackUi: the first answer through respond() takes the notice's place. */
  ui: SlackUi;
  /** The work is over: no notice from now on, and one nothing took the place of is deleted. */
  finish(): Promise<void>;
}

/**
 * A working message for work that waits on Enlivy, designed once for every slash command and for
 * the buttons that opt in. A timer starts with the request; if nothing was shown when it fires,
 * the notice is posted. The first answer through respond() then replaces it — an ephemeral
 * notice cannot become public by a replace (Slack keeps a replaced message's visibility), so a
 * public answer deletes the notice and posts anew. Modals, DMs and posts elsewhere stop the timer;
 * a notice still standing when the work ends is deleted (replies only: a button's notice stands
 * in the clicked message, which only the answer can redraw).
 */
export function withWorkingNotice(ui: SlackUi, options: WorkingNoticeOptions): WorkingNotice {
  /** Set once anything is shown: from then on no notice is started. */
  let answered = false;
  /** Resolves true once the notice is on screen; undefined while none was started. */
  let notice: Promise<boolean> | undefined;
  /** The notice was replaced or deleted by an answer. */
  let settled = false;

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

  /** Stops the timer; true when a notice is on screen that nothing replaced yet. */
  async function standing(): Promise<boolean> {
    stop();
    if (notice === undefined || settled) return false;
    return notice;
  }

  async function deleteNotice(): Promise<void> {
    settled = true;
    await ui.respond({ text: '' }, { deleteOriginal: true }).catch(options.onError);
  }

  async function respond(message: SlackMessage, given: RespondOptions = {}): Promise<void> {
    if (!(await standing())) return ui.respond(message, given);
    if (given.replaceOriginal || given.deleteOriginal) {
      settled = true;
      return ui.respond(message, given);
    }
    if (given.inChannel) {
      if (options.place === 'reply') await deleteNotice();
      return ui.respond(message, given);
    }
    settled = true;
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
      if ((await standing()) && options.place === 'reply') await deleteNotice();
    },
  };
}
