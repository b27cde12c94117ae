/**
 * Polls until `fn` returns a truthy value without throwing, and returns that value.
 * Bolt acks before listeners finish, so tests wait on side effects (messages, views, calls).
 */
export async function waitFor<T>(
  fn: () => T | Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const intervalMs = options.intervalMs ?? 25;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason =
        lastError instanceof Error
          ? lastError.message
          : lastError
            ? String(lastError)
            : 'still falsy';
      const error = new Error(
        `waitFor timed out after ${timeoutMs} ms${options.message ? ` (${options.message})` : ''}: ${reason}`,
      );
      if (lastError instanceof Error) error.cause = lastError;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
