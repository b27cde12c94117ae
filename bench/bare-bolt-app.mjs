// The anchor of `npm run bench -- anchor`: the least a real Slack command app does. A bare Bolt
// app that verifies the signature, acks, and answers through response_url. Plain JavaScript, run
// by node itself like the built app, so both pay the same for loading code.
import { createHash, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import bolt from '@slack/bolt';

// BENCH_BARE_REPLAY=FILE: before the ack, the replay record this app writes for every request
// (src/slack/replay-record.ts, the SQLite store's add in src/store/backends/sqlite.ts): a row
// named by the signature's SHA-256, inserted if absent in a WAL file. DESIGN rule 8 keeps it in
// the shared store, so it is part of what any request of this app costs before its own work. The
// signature reaches the listener through the receiver's documented customPropertiesExtractor.
const replayFile = process.env.BENCH_BARE_REPLAY;
const replayRecord = replayFile === undefined ? undefined : replayRecordWriter(replayFile);

const signingSecret = process.env.SLACK_SIGNING_SECRET;
const app = new bolt.App({
  ...(replayRecord === undefined
    ? { signingSecret }
    : {
        receiver: new bolt.HTTPReceiver({
          signingSecret,
          customPropertiesExtractor: (req) => ({ signature: req.headers['x-slack-signature'] }),
        }),
      }),
  token: process.env.SLACK_BOT_TOKEN,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
  logLevel: bolt.LogLevel.ERROR,
});

function replayRecordWriter(file) {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS replay(key TEXT PRIMARY KEY, value TEXT NOT NULL,
    expires INTEGER NOT NULL) WITHOUT ROWID`);
  const add = db.prepare(`INSERT INTO replay (key, value, expires) VALUES (?, ?, ?)
    ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires
    WHERE replay.expires <= ? RETURNING key`);
  return (signature) => {
    const now = Date.now();
    const name = `bench:lock:replay:sig:${createHash('sha256').update(signature).digest('base64url')}`;
    return add.all(name, randomUUID(), now + 305_000, now).length > 0;
  };
}

app.command('/enlivy', async ({ ack, respond, command, context }) => {
  if (replayRecord !== undefined && !replayRecord(context.signature)) return ack();
  await ack();
  await respond({ response_type: 'ephemeral', text: `You said: ${command.text}` });
});

// BENCH_BARE_LISTENERS=N: N more listeners that never match a command, of the kinds the app
// registers (mostly buttons, then forms, events, menus, shortcuts). Bolt runs every listener's
// filters on every request: this separates that cost of the router from the app's own work.
const KINDS = [...Array(9).fill('action'), ...Array(3).fill('view'), 'event', 'event', 'options'];
const ignore = async ({ ack }) => {
  await ack?.();
};
for (let i = 0; i < Number(process.env.BENCH_BARE_LISTENERS ?? 0); i++) {
  const kind = KINDS[i % KINDS.length];
  if (kind === 'event') app.event(`bench_event_${i}`, ignore);
  else app[kind](`bench_${kind}_${i}`, ignore);
}

await app.start(Number(process.env.PORT));
// Exits on SIGTERM as the app does, so a profile (`--cpu-prof`) is written on the way out.
process.once('SIGTERM', () => process.exit(0));
