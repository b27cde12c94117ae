// The anchor of `npm run bench -- anchor`: the least a real Slack command app does. A bare Bolt
// app that verifies the signature, acks, and answers through response_url. Plain JavaScript, run
// by node itself like the built app, so both pay the same for loading code.
import bolt from '@slack/bolt';

const app = new bolt.App({
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  token: process.env.SLACK_BOT_TOKEN,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
  logLevel: bolt.LogLevel.ERROR,
});

app.command('/enlivy', async ({ ack, respond, command }) => {
  await ack();
  await respond({ response_type: 'ephemeral', text: `You said: ${command.text}` });
});

await app.start(Number(process.env.PORT));
// Exits on SIGTERM as the app does, so a profile (`--cpu-prof`) is written on the way out.
process.once('SIGTERM', () => process.exit(0));
