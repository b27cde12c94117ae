/**
 * V8's sampling heap profiler in a running child process, over its inspector: every allocation
 * made between start and stop, those the GC has already collected included, by package or
 * source file and by function. Short-lived garbage is what fills the young generation and
 * brings the scavenges that land in the ack tail, so it is counted, not only what is retained.
 */
import { type ProfileNode, sourcePositions, tally } from './cpuprofile.js';

interface SamplingNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: SamplingNode[];
}

type Call = (method: string, params?: object) => Promise<unknown>;

/** Attaches to the inspector listening on `port` (the child runs with --inspect=host:port). */
export async function attachInspector(port: number): Promise<{ call: Call; close(): void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (url === undefined) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting === undefined || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const call: Call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return { call, close: () => socket.close() };
}

/** Starts sampling (one sample per 512 bytes on average); `stop` returns the bytes by place. */
export async function sampleAllocations(call: Call) {
  await call('HeapProfiler.enable');
  await call('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop(top = 25) {
      const { profile } = (await call('HeapProfiler.stopSampling')) as {
        profile: { head: SamplingNode };
      };
      const original = sourcePositions();
      const places = tally(top);
      const visit = (node: SamplingNode) => {
        places.add(original(node.callFrame), node.selfSize);
        for (const child of node.children) visit(child);
      };
      visit(profile.head);
      const { total, functions, owners } = places.result();
      return { totalBytes: total, functions, owners };
    },
  };
}
