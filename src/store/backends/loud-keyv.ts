import { AsyncLocalStorage } from 'node:async_hooks';
import type { Keyv } from 'keyv';

/**
 * keyv 6 reports a failed call through its 'error' event and then answers with a fallback
 * (undefined for a read, false for a write); with no listener the event throws instead, but the
 * adapters also emit errors of their own (a Redis reconnect attempt), which without a listener
 * would crash the process. So a listener is attached, and each call made through `loud` runs in
 * its own async context: an error keyv emits while that call is under way is the call's error,
 * and the call rejects with it. Errors outside any call (background reconnects) are only logged.
 */
interface Call {
  error?: unknown;
  failed: boolean;
}

const calls = new AsyncLocalStorage<Call>();

export function loudKeyv(
  keyv: Keyv,
  onError: (err: unknown) => void,
): <T>(work: (keyv: Keyv) => Promise<T>) => Promise<T> {
  keyv.on('error', (err: unknown) => {
    const call = calls.getStore();
    if (call !== undefined && !call.failed) {
      call.failed = true;
      call.error = err;
    }
    onError(err);
  });
  return async (work) => {
    const call: Call = { failed: false };
    const result = await calls.run(call, () => work(keyv));
    if (call.failed) throw call.error instanceof Error ? call.error : new Error(String(call.error));
    return result;
  };
}
