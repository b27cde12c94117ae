import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

describe('file uploads', () => {
  it('filesUploadV2 stores the exact bytes and shares them in the channel', async () => {
    const pdf = randomBytes(4096);
    const client = webClient(fake, ws.bot.botToken);
    const result = await client.filesUploadV2({
      channel_id: ws.finance.id,
      file: pdf,
      filename: 'INV-001.pdf',
      title: 'Invoice INV-001',
      initial_comment: 'Here is the PDF',
    });
    expect(result.ok).toBe(true);
    const [file] = fake.files();
    expect(file).toMatchObject({
      filename: 'INV-001.pdf',
      title: 'Invoice INV-001',
      channels: [ws.finance.id],
      sharedBy: ws.bot.botUserId,
      initialComment: 'Here is the PDF',
    });
    expect(file?.bytes?.equals(pdf)).toBe(true);
    const [message] = fake.messages('#finance');
    expect(message).toMatchObject({
      text: 'Here is the PDF',
      files: [{ id: file?.id, name: 'INV-001.pdf' }],
    });
    expect(fake.calls.map((c) => c.method)).toEqual([
      'files.getUploadURLExternal',
      'files.completeUploadExternal',
    ]);
  });

  it('accepts raw bytes on the upload URL, and only exact lengths', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const { upload_url, file_id } = await client.files.getUploadURLExternal({
      filename: 'a.csv',
      length: 5,
    });
    const short = await fetch(upload_url as string, { method: 'POST', body: 'abc' });
    expect(short.status).toBe(400);
    const ok = await fetch(upload_url as string, {
      method: 'POST',
      body: 'a,b\n1',
      headers: { authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(ok.status).toBe(200);
    await client.files.completeUploadExternal({ files: [{ id: file_id as string }] });
    expect(fake.files()[0]?.bytes?.toString()).toBe('a,b\n1');
    expect(fake.files()[0]?.channels).toEqual([]);
    const unknown = await fetch(`${fake.url}/upload/v1/abcdef`, { method: 'POST', body: 'x' });
    expect(unknown.status).toBe(404);
  });

  it('file_not_found when completing a file whose bytes never arrived', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const { file_id } = await client.files.getUploadURLExternal({ filename: 'a.txt', length: 3 });
    expect(
      await slackError(
        client.files.completeUploadExternal({
          files: [{ id: file_id as string }],
          channel_id: ws.finance.id,
        }),
      ),
    ).toMatchObject({ error: 'file_not_found' });
    expect(
      await slackError(client.files.completeUploadExternal({ files: [{ id: 'F0NOPE00000' }] })),
    ).toMatchObject({
      error: 'file_not_found',
    });
  });

  it('sharing needs the bot in the channel (chat:write.public does not help)', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const data = await slackError(
      client.filesUploadV2({ channel_id: ws.general.id, content: 'hello', filename: 'hello.txt' }),
    );
    expect(data).toMatchObject({ error: 'not_in_channel' });
  });

  it('shares into the user DM opened with conversations.open', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const dm = await client.conversations.open({ users: ws.alice.id });
    await client.filesUploadV2({
      channel_id: dm.channel?.id as string,
      content: 'secret',
      filename: 's.txt',
    });
    expect(fake.dm(ws.alice.id)[0]?.files?.[0]?.name).toBe('s.txt');
  });

  it('invalid_arguments without filename or a positive length', async () => {
    const client = webClient(fake, ws.bot.botToken);
    expect(
      await slackError(client.files.getUploadURLExternal({ filename: 'a', length: 0 })),
    ).toMatchObject({
      error: 'invalid_arguments',
    });
  });
});
