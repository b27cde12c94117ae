import type { RecordedRequest } from '../../fakes/service/index.js';
import type { Stack } from './stack.js';

const organizationCall = (request: RecordedRequest) => request.path.includes('/organizations/');

/**
 * The Enlivy calls made since the `from`th request (the organization's, unless `keep` says
 * otherwise) and the distinct Accept-Language values they carried, `(none)` for a call without.
 */
export function enlivyCallsSince(
  stack: Pick<Stack, 'sim'>,
  from: number,
  keep: (request: RecordedRequest) => boolean = organizationCall,
): { calls: RecordedRequest[]; languages: string[] } {
  const calls = stack.sim.requests.slice(from).filter(keep);
  const languages = [...new Set(calls.map((r) => r.headers['accept-language'] ?? '(none)'))];
  return { calls, languages };
}
