import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { handledLinkShares, invoiceUrl } from './support.js';

const REDIS_URL = process.env.REDIS_URL;

describe('two instances on one store, a workspace not connected', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it.runIf(REDIS_URL)('the sharer is told once, whichever instance gets each link', async () => {
    stack = await startStack({
      connected: false,
      storeUrl: REDIS_URL as string,
      namespace: `unfurls-${randomUUID().slice(0, 8)}`,
    });
    const other = await stack.addInstance();
    const { admin } = stack.users;
    const { finance } = stack.channels;
    const drivers = [stack.driver, other.driver, stack.driver, other.driver];
    const before = await handledLinkShares(stack);
    const acks = await Promise.all(
      drivers.map((driver) =>
        driver.linkShared({
          user: admin,
          channel: finance,
          urls: [invoiceUrl(SEED.invoices.paid)],
        }),
      ),
    );
    expect(acks.map((ack) => ack?.status)).toEqual([200, 200, 200, 200]);
    await waitFor(async () => (await handledLinkShares(stack as Stack)) >= before + 4, {
      message: 'all four link_shared events handled',
    });
    const hints = (stack as Stack).slack
      .ephemerals(admin, finance)
      .filter((m) => messageText(m).includes('/enlivy connect'));
    expect(hints).toHaveLength(1);
  });
});
