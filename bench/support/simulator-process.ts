/**
 * The Enlivy simulator in a process of its own, for the anchor: the benchmark process times the
 * acks, and a simulator sharing its event loop would add its own work (answering the app's
 * `list` calls) to the app's measured latency. Prints its URL as one JSON line, runs until killed.
 */
import { startSimulator } from '../../test/fakes/service/index.js';

const sim = await startSimulator();
process.stdout.write(`${JSON.stringify({ url: sim.url })}\n`);
const stop = () => void sim.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
