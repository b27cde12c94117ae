import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { AppServices, Request } from '../../../src/core/context.js';
import type { Delivery, Destination, EnlivyClient } from '../../../src/enlivy/index.js';
import { sendDeliveryFile } from '../../../src/features/deliveries/inspect.js';
import type { SlackUi, UploadInput } from '../../../src/slack/ui.js';
import { en } from '../../translators.js';

const delivery: Delivery = {
  id: 'org_evt_dlv_1',
  event: 'invoice.`paid` <!channel>',
  status: 'fa`iled <!here>',
  request_payload: { id: 'evt_1' },
  response_status: 500,
  response_type: null,
  response: null,
  is_retry: false,
  organization_event_destination_id: 'org_evt_dst_1',
  created_at: '2026-11-20T10:00:00.000000Z',
  updated_at: null,
};

function harness() {
  const uploads: UploadInput[] = [];
  const views: ModalView[] = [];
  const ui = {
    openDm: async () => 'D1',
    uploadFile: async (input: UploadInput) => {
      uploads.push(input);
      return { fileId: 'F1' };
    },
    updateModal: async (viewId: string, view: ModalView) => {
      views.push(view);
      return { viewId, hash: 'h' };
    },
  } as unknown as SlackUi;
  const api = {
    deliveries: { retrieve: async () => delivery },
    destinations: {
      retrieve: async () => ({ id: 'org_evt_dst_1', name: 'AR alerts' }) as Destination,
    },
  } as unknown as EnlivyClient;
  const services = {
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined },
    connections: {
      use: <T>(_workspace: unknown, work: (ctx: { api: EnlivyClient; orgId: string }) => T) =>
        work({ api, orgId: 'org_demo' }),
    },
  } as unknown as AppServices;
  const request = {
    workspace: { teamId: 'T1' },
    userId: 'U1',
    channelId: undefined,
    ui,
    language: async () => 'en',
    t: async () => en,
    channelT: async () => en,
  } as Request;
  return { request, services, uploads, views };
}

describe('sending a delivery as a file', () => {
  it('keeps Enlivy’s event and status from breaking out of inline code or mentioning anyone', async () => {
    const h = harness();
    await sendDeliveryFile(h.request, h.services, 'V1', delivery.id);
    const comment = h.uploads[0]?.initialComment ?? '';
    expect(comment).toContain('`invoice.paid &lt;!channel&gt;`');
    expect(comment).not.toContain('<!');
    // Exactly the backticks of the code spans the app wrote itself.
    expect(comment.match(/`/g)).toHaveLength(4);
    expect(comment).toContain('failed &lt;!here&gt;');
  });
});
