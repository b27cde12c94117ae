import { Agent } from 'undici';
import {
  createEnlivyClient,
  type EnlivyClient,
  type EnlivyClientOptions,
} from '../../../src/enlivy/index.js';
import { type Simulator, startSimulator } from '../../fakes/service/index.js';

export { SEED } from '../../fakes/service/index.js';

export interface Harness {
  sim: Simulator;
  agent: Agent;
  /** Sleeps the client asked for (retries run at once). */
  sleeps: number[];
  /** A client with the demo account's token. */
  client: EnlivyClient;
  /** A client without a token. */
  anonymous: EnlivyClient;
  clientWith(options: Partial<EnlivyClientOptions>): EnlivyClient;
  close(): Promise<void>;
}

/** A fresh simulator and a client on its own agent (closed with the harness). */
export async function startHarness(): Promise<Harness> {
  const sim = await startSimulator();
  const agent = new Agent({ keepAliveTimeout: 1_000 });
  const sleeps: number[] = [];
  const clientWith = (options: Partial<EnlivyClientOptions>) =>
    createEnlivyClient({
      baseUrl: `${sim.url}/`,
      dispatcher: agent,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...options,
    });
  const anonymous = clientWith({});
  return {
    sim,
    agent,
    sleeps,
    client: anonymous.withToken(sim.issueToken()),
    anonymous,
    clientWith,
    async close() {
      await sim.close();
      await agent.close();
    },
  };
}

/** Awaits a rejection and returns the error, failing the test if the call succeeded. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
