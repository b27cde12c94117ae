import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestamp } from './fakes/service/ids.js';
import { SEED } from './fakes/service/index.js';
import { type Stack, startStack } from './integration/support/stack.js';
import { act, deliveryRequests, ORG, rowIds, viewText } from './integration/deliveries/support.js';
import { codeBlock } from '../src/views/deliveries/format.js';

describe('review: tz', () => {
  let stack: Stack;
  beforeAll(async () => { stack = await startStack(); });
  afterAll(async () => { await stack?.stop(); });

  it('until:today for a New York user at NY evening', async () => {
    const now = stack.sim.now();
    const d = stack.sim.state.addDelivery({
      organization_id: ORG,
      organization_event_destination_id: SEED.destinations.webhook,
      event: 'invoice.paid', status: 'failed',
      request_payload: { a: 1 }, response_status: 500, response_type: 'application/json',
      response: null, is_retry: false, created_at: isoTimestamp(now - 30 * 60_000),
    });
    const user = stack.users.owner; // America/New_York
    const before = deliveryRequests(stack).length;
    const view = await act(stack, user, () => stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries until:today' }));
    console.log('now', new Date(now).toISOString(), 'query', deliveryRequests(stack).slice(before)[0]?.rawQuery);
    console.log('delivery', JSON.stringify(d).slice(0, 200));
    console.log('new delivery shown under until:today?', rowIds(view).includes((d as any).data?.id ?? (d as any).id)); console.log('rows', rowIds(view).length, viewText(view).match(/Showing[^"]*|No [^"]*/)?.[0]);
    const view2 = await act(stack, user, () => stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries since:1h' }));
    const ages = rowIds(view2).map((id) => { const r = stack.sim.state.organizationDeliveries(ORG).find((x: any) => x.data.id === id); return r ? ((now - Date.parse(r.data.created_at))/3600000).toFixed(1)+'h' : '?'; }); console.log('since:1h ages', ages.join(',')); console.log('since:1h', viewText(view2).match(/Showing[^"]*|No [^"]*/)?.[0], deliveryRequests(stack).at(-1)?.rawQuery);
  });

  it('codeBlock with four backticks', () => {
    const out = codeBlock(JSON.stringify({ note: 'x````*bold* <!here>' }, null, 2), 2800).text;
    console.log(out);
    const inner = out.slice(3, -3);
    console.log('inner contains ```:', inner.includes('```'));
  });
});
