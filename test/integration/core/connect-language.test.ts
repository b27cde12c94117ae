/**
 * The connect page speaks the language of the person who asked for the link (kept in the link's
 * record, not in its URL); the receipt in the channel follows the workspace default, the DM to
 * the person their own language.
 */
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { visibleText } from '../../translators.js';
import { type Stack, startStack } from '../support/stack.js';
import { getPage, openSession, postPage, submitForm } from './connect-http.js';
import { consent } from './oauth-support.js';
import { connectLink, waitForEphemeral } from './support.js';

const ROMANIAN_BROWSER = { 'accept-language': 'ro-RO,ro;q=0.9,en;q=0.5' };

async function htmlOf(url: string, headers: Record<string, string>): Promise<string> {
  return (await request(url, { headers })).body.text();
}

/** The connect link `user` was given, in a message saying `needle` (their language). */
async function linkFor(stack: Stack, user: string, needle: string): Promise<string> {
  const url = await connectLink(stack, user);
  await waitForEphemeral(stack, user, needle);
  return url;
}

describe('connect page in Romanian and English', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ connected: false });
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it("alice (ro-RO) gets a Romanian page, its errors and her DM; the channel's receipt is English", async () => {
    const { admin, editor: alice } = stack.users;
    // Alice (Slack locale ro-RO) is made an admin, so she may connect.
    await stack.stores.roles.grant(stack.workspace, {
      userId: alice,
      role: 'admin',
      grantedBy: admin,
    });
    const link = await linkFor(stack, alice, 'Deschide acest link de unică folosință');
    expect(await waitForEphemeral(stack, alice, 'Deschide pagina de conectare')).toContain(
      '*Conectează acest workspace la Enlivy*',
    );

    const landing = await getPage(link);
    expect(landing.html).toContain('<html lang="ro">');
    expect(visibleText(landing.html)).toContain('Această pagină conectează un workspace Slack');
    expect(landing.html).toContain('>Continuă</button>');

    const cookie = await openSession(link);
    const form = await getPage(`${stack.appUrl}/connect`, cookie);
    expect(form.html).toContain('<html lang="ro">');
    expect(form.html).toContain('Autentifică-te cu contul Enlivy');
    expect(form.html).toContain('Conectează cu token');
    expect(form.html).not.toContain('Sign in with your Enlivy account');

    // A failed attempt: the form again, its error in Romanian.
    const refused = await submitForm(stack, cookie, {
      method: 'token',
      organization_id: SEED.organizations.demo,
      api_token: '99|not-a-real-token',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('<html lang="ro">');
    expect(refused.html).toContain('Enlivy nu a acceptat acest token.');

    const done = await submitForm(stack, refused.cookie!, {
      method: 'token',
      organization_id: SEED.organizations.demo,
      api_token: SEED.apiToken,
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain('<html lang="ro">');
    expect(done.html).toContain(
      'Acest workspace Slack folosește acum organizația Enlivy <strong>Demo Trading Ltd</strong>.',
    );
    expect(done.html).toContain('Înapoi în Slack');

    // Her DM in Romanian; the channel's receipt in the workspace default (English).
    await waitFor(() =>
      stack.slack
        .dm(alice)
        .some((m) => (m.text ?? '').includes('a conectat acest workspace la organizația Enlivy')),
    );
    await waitFor(() =>
      stack.slack
        .messages(stack.channels.finance)
        .some((m) => (m.text ?? '').includes('connected this workspace to Enlivy organization')),
    );

    // A page reached without the link (its session spent) cannot know who asked: the
    // browser's language then, never a query parameter.
    const closed = await getPage(`${stack.appUrl}/connect?lang=ro`, cookie);
    expect(closed.status).toBe(410);
    expect(closed.html).toContain('<html lang="en">');
    const closedHere = await htmlOf(`${stack.appUrl}/connect`, ROMANIAN_BROWSER);
    expect(closedHere).toContain('<html lang="ro">');
    expect(closedHere).toContain('Pagina nu mai este deschisă');
  });

  it("an en-US admin's link opens in English, whatever the browser prefers", async () => {
    const link = await linkFor(stack, stack.users.admin, 'Open this one-time link');
    const landing = await htmlOf(link, ROMANIAN_BROWSER);
    expect(landing).toContain('<html lang="en">');
    expect(landing).toContain('This page connects a Slack workspace');
    const cookie = await openSession(link);
    const form = await getPage(`${stack.appUrl}/connect`, cookie);
    expect(form.html).toContain('<html lang="en">');
    expect(form.html).toContain('Sign in with your Enlivy account');
    expect(form.html).not.toContain('Autentifică-te');
    // Posting the form with a language parameter changes nothing.
    const missing = await postPage(`${stack.appUrl}/connect?lang=ro`, { csrf: 'x' }, cookie);
    expect(missing.html).toContain('<html lang="en">');
  });

  it("Continue with Enlivy keeps alice's language through Enlivy and back: picker, cancel", async () => {
    await stack.stop();
    stack = await startStack({ connected: false, oauth: true });
    const { admin, editor: alice } = stack.users;
    await stack.stores.roles.grant(stack.workspace, {
      userId: alice,
      role: 'admin',
      grantedBy: admin,
    });
    // The button is named in her Romanian too: "Continuă cu Enlivy", not "Continue with Enlivy".
    const link = await linkFor(stack, alice, 'alege *Continuă cu Enlivy*');
    const session = await openSession(link);
    const form = await getPage(`${stack.appUrl}/connect`, session);
    expect(form.html).toContain('Aprobă pe pagina Enlivy');
    expect(form.html).toContain('Continuă cu Enlivy');
    expect(form.html).not.toContain('Continue with Enlivy');
    expect(form.html).toContain('<code>accounting:write</code>: pentru a șterge facturi');
    const started = await submitForm(stack, session, { method: 'oauth' });
    expect(started.status).toBe(303);
    const back = await consent(stack, started.location!, {
      organization_ids: [SEED.organizations.demo, SEED.organizations.free],
    });
    const picker = await getPage(back, started.cookie);
    expect(picker.status).toBe(200);
    expect(picker.html).toContain('<html lang="ro">');
    expect(picker.html).toContain('Alege organizația');
    expect(picker.html).toContain('Ai dat aplicației acces la 2 organizații Enlivy.');
    const pending = /name="pending" value="([^"]+)"/.exec(picker.html)?.[1] ?? '';
    const cancelled = await postPage(`${stack.appUrl}/connect/oauth/organization`, {
      pending,
      action: 'cancel',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain('<html lang="ro">');
    expect(cancelled.html).toContain('Nu s-a conectat nimic');
    expect(cancelled.html).toContain('Ai anulat alegerea organizației');
  });
});

describe('status and disconnect in Romanian and English', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('alice reads /enlivy status and the disconnect prompt in Romanian; an en-US admin in English', async () => {
    const { admin, editor: alice } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: alice, channel, text: 'status' });
    const romanian = await waitForEphemeral(stack, alice, '*Organizație:* Demo Trading Ltd');
    expect(romanian).toContain('*Metodă:* token API');
    expect(romanian).toContain('*Stare:* :large_green_circle: tokenul funcționează');
    expect(romanian).not.toContain('Health');

    await stack.driver.command({ user: admin, channel, text: 'status' });
    const english = await waitForEphemeral(stack, admin, '*Organization:* Demo Trading Ltd');
    expect(english).toContain('*Health:* :large_green_circle: token works');

    await stack.stores.roles.grant(stack.workspace, {
      userId: alice,
      role: 'admin',
      grantedBy: admin,
    });
    await stack.driver.command({ user: alice, channel, text: 'disconnect' });
    await waitForEphemeral(stack, alice, '*Deconectezi Demo Trading Ltd?*');
    await stack.driver.command({ user: alice, channel, text: 'connect nope' });
    await waitForEphemeral(stack, alice, '`/enlivy connect nope` nu este o opțiune de conectare.');
  });
});
