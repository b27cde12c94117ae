import type { AppServices } from '../../../core/context.js';
import { logFailure } from '../../../core/errors/failure-log.js';
import { newReferenceId } from '../../../platform/app-error.js';
import type { WorkspaceRef } from '../../../store/index.js';

/**
 * Keeps a cards destination's own state in step with Enlivy after a pause, resume or delete made
 * from Slack, so a delivery still on its way (a retry) is refused with 410 instead of posted.
 * Best effort: Enlivy itself stops sending to a paused or deleted destination.
 */
export async function syncCardsState(
  services: Pick<AppServices, 'stores' | 'logger'>,
  workspace: WorkspaceRef,
  destinationId: string,
  state: 'active' | 'paused' | 'deleted',
): Promise<void> {
  try {
    const note = await services.stores.notes.get(workspace, destinationId);
    if (note?.cards === undefined) return;
    const record = await services.stores.cards.get(note.cards.id);
    if (record === undefined || record.state === state || record.state === 'deleted') return;
    await services.stores.cards.save({ ...record, state });
  } catch (err) {
    logFailure(services.logger, err, newReferenceId(), { action: 'cards:state', destinationId });
  }
}
