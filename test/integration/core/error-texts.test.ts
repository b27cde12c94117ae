/**
 * Error texts that must not contradict themselves (issue 42): a failed Enlivy answer's title says
 * what happened and its body what to do, the reference goes to whoever runs the app, and a role
 * refusal names the refused person, not a placeholder.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText } from './support.js';

/** What `user` is answered to `/enlivy TEXT` in #finance, once the answer contains `needle`. */
async function answer(stack: Stack, user: string, text: string, needle: string): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await stack.driver.command({ user, channel: stack.channels.finance, text });
  return waitFor(
    () => {
      const shown = ephemeralText(stack, user, before);
      return shown.includes(needle) ? shown : undefined;
    },
    { message: `an answer to "${text}" containing ${JSON.stringify(needle)}` },
  );
}

/** The bold title and the body line of the first error section, as Slack shows them. */
function titleAndBody(shown: string): { title: string; body: string } {
  const match = /:warning: \*([^*]+)\*\\n([^"]+)"/.exec(shown);
  return { title: match?.[1] ?? '', body: match?.[2] ?? '' };
}

describe('error texts', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack.stop();
  });

  it("Enlivy's 500: the title says what happened, the body what to do, the reference who gets it", async () => {
    stack.sim.injectFault({
      kind: 'status',
      status: 500,
      method: 'GET',
      path: '/event-destinations$',
      times: 20,
    });
    const english = await answer(stack, stack.users.admin, 'list all', 'HTTP 500');
    const { title, body } = titleAndBody(english);
    expect(title).toBe('Enlivy answered with an error (HTTP 500)');
    expect(body).toBe(
      'The problem is on Enlivy’s side, not in what you did. Try again in a minute.',
    );
    expect(english).toContain(
      'If it keeps happening, give the reference to whoever runs Enlivy for Slack for your workspace',
    );
    expect(english).not.toContain('give an admin the reference');
    expect(english).toMatch(/ref `E-[0-9A-Z]{6}`/);

    const romanian = await answer(stack, stack.users.editor, 'list all', 'HTTP 500');
    const ro = titleAndBody(romanian);
    expect(ro.title).toBe('Enlivy a răspuns cu o eroare (HTTP 500)');
    expect(ro.body).toBe(
      'Problema este la Enlivy, nu în ce ai făcut tu. Încearcă din nou peste un minut.',
    );
    expect(romanian).toContain('dă referința celui care rulează Enlivy for Slack');
    expect(romanian).not.toContain('unui administrator');
  });

  it('a role refusal tells the refused person the grant command with their own name', async () => {
    const { viewer } = stack.users;
    const english = await answer(stack, viewer, 'pause "Accounting sync"', 'access grant');
    expect(english).toContain(
      `Ask an admin to run /enlivy access grant <@${viewer}> editor, or to do it for you.`,
    );
    expect(english).not.toContain('@you');
    expect(english).not.toContain(`&lt;@${viewer}&gt;`);

    await stack.stores.languages.setUser(stack.workspace, viewer, 'ro');
    const romanian = await answer(stack, viewer, 'pause "Accounting sync"', 'access grant');
    expect(romanian).toContain(
      `Cere-i unui administrator să ruleze /enlivy access grant <@${viewer}> editor sau să o facă în locul tău.`,
    );
    expect(romanian).not.toContain('@tu');
  });
});
