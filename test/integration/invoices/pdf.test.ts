import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  actionIds,
  expectValidBlockKit,
  simulatorPdf,
  textOf,
  waitForEphemeral,
} from './support.js';

const DOWNLOAD = 'invoice_download_pdf';
const DELETE = 'invoice_delete';
const OPEN_IN_ENLIVY = 'invoice_open_in_enlivy';

/** The editor asks for the paid invoice's PDF in #finance (to their DM). */
async function requestPaidPdf(stack: Stack): Promise<void> {
  await stack.driver.command({
    user: stack.users.editor,
    channel: stack.channels.finance,
    text: `invoice ${SEED.invoices.paid} pdf`,
  });
}

/** Enlivy answers the next download with a 422 naming `field`. */
function refuseNextDownload(stack: Stack, field: string, message: string): void {
  stack.sim.injectFault({
    kind: 'status',
    status: 422,
    path: '/download',
    times: 1,
    body: { message, errors: { [field]: [message] } },
  });
}

describe('invoice PDFs from Slack', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  it('sends a finalized invoice PDF to the DM with the simulator’s exact bytes', async () => {
    const expected = await simulatorPdf(stack, SEED.invoices.paid);
    await requestPaidPdf(stack);
    const confirmation = await waitForEphemeral(
      stack,
      stack.users.editor,
      'a fost trimis în mesajele tale directe',
      stack.channels.finance,
    );
    // The editor reads Romanian (Slack locale ro-RO).
    expect(confirmation.text).toContain(
      'PDF-ul facturii INV-2026-0001 a fost trimis în mesajele tale directe',
    );

    const files = stack.slack.files();
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file.filename).toBe('INV-2026-0001.pdf');
    expect(file.bytes?.equals(expected)).toBe(true);
    expect(file.channels).toEqual([stack.slack.dmChannelId(stack.users.editor)]);
    const dm = stack.slack.dm(stack.users.editor);
    expect(dm.at(-1)?.files?.[0]?.name).toBe('INV-2026-0001.pdf');
    expect(stack.slack.messages(stack.channels.finance)).toEqual([]);

    // The editor's Slack locale is ro-RO: Enlivy is asked for the PDF in Romanian.
    // (The first download is this test's own reference fetch.)
    const downloads = stack.sim.requests.filter((r) => r.path.endsWith('/download'));
    expect(downloads).toHaveLength(2);
    expect(downloads[1]?.query).toMatchObject({ type: 'pdf', locale: 'ro' });
  });

  it('posts the PDF in the channel with `pdf here`', async () => {
    const expected = await simulatorPdf(stack, SEED.invoices.overdue);
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.overdue} pdf here`,
    });
    const posted = await waitFor(() =>
      stack.slack.messages(stack.channels.finance).find((m) => m.files?.length),
    );
    expect(posted.files?.[0]?.name).toBe('INV-2026-0004.pdf');
    expect(posted.text).toContain(
      `<@${stack.users.admin}> shared the PDF of invoice INV-2026-0004`,
    );
    const file = stack.slack.files()[0]!;
    expect(file.bytes?.equals(expected)).toBe(true);
    expect(file.channels).toEqual([stack.channels.finance]);
    expect(stack.slack.dm(stack.users.admin)).toEqual([]);
  });

  it('asks to invite the app when `pdf here` is used in a channel it is not in', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.private,
      text: `invoice ${SEED.invoices.paid} pdf here`,
    });
    const reply = await waitForEphemeral(
      stack,
      stack.users.admin,
      'invite',
      stack.channels.private,
    );
    expect(reply.text).toMatch(/ref E-[0-9A-Z]{6}/);
    expect(stack.slack.messages(stack.channels.private)).toEqual([]);
    expect(stack.slack.files().filter((f) => f.completedAt !== undefined)).toEqual([]);
  });

  it('explains that a draft has no PDF and uploads nothing', async () => {
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.draft} pdf`,
    });
    const reply = await waitForEphemeral(
      stack,
      stack.users.editor,
      'ciornă',
      stack.channels.finance,
    );
    expect(reply.text).toContain('Se pot descărca doar facturile finalizate');
    expect(stack.slack.files()).toEqual([]);
    expect(stack.slack.callsTo('files.getUploadURLExternal')).toEqual([]);
    expect(stack.slack.dm(stack.users.editor)).toEqual([]);
  });

  it('explains an Enlivy 422 on download (not finalized after all) without a file', async () => {
    stack.sim.injectFault({
      kind: 'status',
      status: 422,
      path: '/download',
      body: { message: 'Only finalized invoices can be downloaded.', errors: { invoice: ['x'] } },
    });
    await requestPaidPdf(stack);
    const reply = await waitForEphemeral(stack, stack.users.editor, 'nu are PDF');
    expect(reply.text).toContain('INV-2026-0001 nu este încă finalizată');
    expect(stack.slack.files()).toEqual([]);
  });

  it('retries once in the invoice’s own language when Enlivy refuses the requested locale', async () => {
    const expected = await simulatorPdf(stack, SEED.invoices.paid);
    refuseNextDownload(stack, 'locale', 'The selected locale is invalid.');
    await requestPaidPdf(stack);
    await waitForEphemeral(
      stack,
      stack.users.editor,
      'a fost trimis în mesajele tale directe',
      stack.channels.finance,
    );
    const file = await waitFor(() => stack.slack.files()[0]);
    expect(file.bytes?.equals(expected)).toBe(true);
    // The reference fetch, then ro (refused), then auto.
    const downloads = stack.sim.requests.filter((r) => r.path.endsWith('/download'));
    expect(downloads.map((r) => r.query.locale)).toEqual(['auto', 'ro', 'auto']);
    expect(
      stack.slack.ephemerals(stack.users.editor).filter((m) => textOf(m).includes('finalizat')),
    ).toEqual([]);
  });

  it('reports any other Enlivy 422 on download as Enlivy said it, not as “not finalized”', async () => {
    refuseNextDownload(stack, 'type', 'The selected type is invalid.');
    await requestPaidPdf(stack);
    const reply = await waitForEphemeral(stack, stack.users.editor, 'The selected type is invalid');
    expect(textOf(reply)).not.toContain('nu este încă finalizată');
    expect(reply.text).toMatch(/ref E-[0-9A-Z]{6}/);
    expect(stack.slack.files()).toEqual([]);
    // Only one download: a refusal that is not about the locale is not retried.
    expect(stack.sim.requests.filter((r) => r.path.endsWith('/download'))).toHaveLength(1);
  });

  it('shows a card with the invoice facts; Download on the card sends the PDF to the DM', async () => {
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid}`,
    });
    const card = await waitForEphemeral(stack, stack.users.editor, 'Factura INV-2026-0001');
    const text = textOf(card);
    expect(text).toContain('Plătită');
    // The editor's Slack locale is ro-RO: "1.250,00 EUR", "1 oct. 2026".
    expect(text).toMatch(/1\.250,00\sEUR/);
    expect(text).toMatch(/1\soct\.\s2026/);
    expect(actionIds(card)).toEqual([DOWNLOAD, OPEN_IN_ENLIVY]);

    await stack.driver.click({
      user: stack.users.editor,
      actionId: DOWNLOAD,
      in: { channel: stack.channels.finance },
    });
    await waitForEphemeral(stack, stack.users.editor, 'a fost trimis în mesajele tale directe');
    const file = await waitFor(() => stack.slack.files()[0]);
    expect(file.bytes?.equals(await simulatorPdf(stack, SEED.invoices.paid))).toBe(true);
    expect(file.channels).toEqual([stack.slack.dmChannelId(stack.users.editor)]);
  });

  it('shows Delete on the card only to admins', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid}`,
    });
    const card = await waitForEphemeral(stack, stack.users.admin, 'Invoice INV-2026-0001');
    expect(actionIds(card)).toEqual([DOWNLOAD, DELETE, OPEN_IN_ENLIVY]);
    // en-US: "€1,250.00"
    expect(textOf(card)).toContain('€1,250.00');
  });

  it('refuses viewers, malformed ids and unknown invoices with clear messages', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid} pdf`,
    });
    const refused = await waitForEphemeral(stack, stack.users.viewer, 'editor role');
    expect(refused.text).not.toMatch(/E-[0-9A-Z]{6}/);

    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: 'invoice <INV 1>',
    });
    const badId = await waitForEphemeral(
      stack,
      stack.users.editor,
      'nu este nici număr de factură, nici ID de factură',
    );
    expect(badId.text).toContain('/enlivy search');

    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: 'invoice org_inv_nope',
    });
    const missing = await waitForEphemeral(stack, stack.users.editor, 'org_inv_nope');
    expect(missing.text).toContain('Enlivy nu are factura');

    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid} png`,
    });
    await waitForEphemeral(stack, stack.users.editor, 'nu este ceva ce `/enlivy invoice` înțelege');
    expect(stack.slack.files()).toEqual([]);
  });
});
