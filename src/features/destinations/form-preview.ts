import type { Request } from '../../core/context.js';
import type { DestinationsDeps } from './deps.js';
import { unpackCreateMeta, unpackEditMeta } from './form-metadata.js';
import { renderForm } from './form-render.js';
import { checkForm, type FormValues } from './form-values.js';
import { DESTINATION_FORM } from './ids.js';
import { previewTemplate } from './views/preview.js';

export interface OpenForm {
  viewId: string;
  hash: string | undefined;
  callbackId: string;
  privateMetadata: string;
}

/** Used when no event is picked yet: the sample most templates are written for. */
const FALLBACK_EVENT = 'invoice.paid';

/**
 * The Preview button: renders the template against sample data for the first selected event and
 * shows it in the same modal, with everything entered so far put back as initial values.
 */
export async function previewForm(
  services: DestinationsDeps,
  request: Request,
  form: OpenForm,
  values: FormValues,
): Promise<void> {
  const t = await request.t();
  const meta =
    form.callbackId === DESTINATION_FORM.callback.edit
      ? await unpackEditMeta(services.stores, request.workspace, form.privateMetadata, t)
      : await unpackCreateMeta(services.stores, request.workspace, form.privateMetadata, t);
  const { events } = checkForm(
    values,
    { kind: meta.kind, needsChannel: false, credentialTyped: false },
    t,
  );
  const preview = previewTemplate(values.message, events[0] ?? FALLBACK_EVENT, t);
  await request.ui.updateModal(
    form.viewId,
    renderForm({ meta, privateMetadata: form.privateMetadata, values, extras: { preview } }, t),
    form.hash,
  );
}
