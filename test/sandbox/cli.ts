/**
 * `npm run sandbox [-- --port N]`: the app with a fake Slack and the Enlivy simulator, in the
 * browser. Prints one URL; opens nothing; reaches nothing outside this machine.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { foreignSettings, refusalMessage } from './guard.js';
import { type Sandbox, startSandbox } from './sandbox.js';

const DEFAULT_PORT = 3030;

function portOption(): number {
  const { values } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: false });
  const port = Number(values.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`sandbox: invalid --port ${values.port}`);
    process.exit(2);
  }
  return port;
}

// Ctrl-C at any time, even while starting, stops everything started and exits 0.
let stopRequested = false;

async function main(): Promise<void> {
  const found = foreignSettings(process.env);
  if (found.length > 0) {
    console.error(refusalMessage(found));
    process.exit(2);
  }
  let sandbox: Sandbox | undefined;
  const stop = () => {
    if (stopRequested) return;
    stopRequested = true;
    if (sandbox) stopAndExit(sandbox);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const port = portOption();
  sandbox = await startSandbox({ port });
  console.log(`Enlivy sandbox: ${sandbox.url}`);
  console.log(`The app's log (JSON lines, kept after exit): ${sandbox.appLog}`);
  if (stopRequested) stopAndExit(sandbox);
}

function stopAndExit(sandbox: Sandbox): void {
  sandbox.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('sandbox: error while stopping', error);
      process.exit(1);
    },
  );
}

main().catch(async (error: unknown) => {
  // Ctrl-C reaches the app and esbuild too (one process group), and their failure may be seen
  // before the signal itself: let a pending signal arrive; a start cut short by it is no failure.
  await sleep(200);
  if (stopRequested) process.exit(0);
  const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(
    busy
      ? 'sandbox: the port is in use; choose another with npm run sandbox -- --port N'
      : `sandbox: failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
