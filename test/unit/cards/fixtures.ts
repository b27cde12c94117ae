import { envelopeSchema } from '../../../src/features/cards/envelope.js';

/** An Enlivy event envelope as the cards webhook receives it, parsed. */
export const envelope = (type: string, data: Record<string, unknown>) =>
  envelopeSchema.parse({
    id: 'evt_1',
    type,
    created_at: '2026-06-12T10:30:00Z',
    data,
    organization_id: 'org_demo',
  });
