/**
 * A minimal Slack for load: Web API methods the commands of the benchmark call (auth.test,
 * users.info, chat.postEphemeral…) and every response_url, answered `ok` without validating
 * anything. The fake Slack of the tests checks every block of every message, which would make
 * the load generator, not the apps, the bottleneck. Counts response_url posts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackStub {
  url: string;
  apiUrl: string;
  /** response_url posts received so far. */
  readonly answers: number;
  responseUrl(): string;
  /** Resolves at the first post to `responseUrl` (one issued by `responseUrl()`). */
  answerTo(responseUrl: string): Promise<void>;
  close(): Promise<void>;
}

export async function startSlackStub(): Promise<SlackStub> {
  let answers = 0;
  let issued = 0;
  const waiting = new Map<string, () => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      res.setHeader('content-type', 'application/json');
      if (path.startsWith('/respond/')) {
        answers += 1;
        const waiter = waiting.get(path);
        waiting.delete(path);
        waiter?.();
        res.end('{"ok":true}');
        return;
      }
      const method = path.replace(/^\/api\//, '');
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.end(JSON.stringify(answer(method, params)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: `${url}/api/`,
    get answers() {
      return answers;
    },
    responseUrl: () => `${url}/respond/${++issued}`,
    answerTo: (responseUrl) =>
      new Promise<void>((resolve) => waiting.set(new URL(responseUrl).pathname, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(method: string, params: URLSearchParams): Record<string, unknown> {
  const team = params.get('team_id') ?? 'T0BENCH';
  switch (method) {
    case 'auth.test':
      return { ok: true, team_id: team, user_id: 'UBOT', bot_id: 'BBOT', team: 'bench' };
    case 'users.info':
      return {
        ok: true,
        user: {
          id: params.get('user'),
          team_id: team,
          is_admin: false,
          is_owner: false,
          tz: 'UTC',
        },
      };
    case 'conversations.info':
      return { ok: true, channel: { id: params.get('channel'), name: 'bench', is_member: true } };
    default:
      return { ok: true, ts: '1.000100', channel: params.get('channel') ?? 'C0BENCH' };
  }
}
