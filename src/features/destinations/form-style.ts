import type { ViewOutput } from '@slack/bolt';
import type { Request } from '../../core/context.js';
import type { DestinationsDeps } from './deps.js';
import { type CreateMeta, packMetadata, unpackCreateMeta } from './form-metadata.js';
import type { OpenForm } from './form-preview.js';
import { renderForm } from './form-render.js';
import { readDestinationForm } from './form-state.js';
import type { FormValues } from './form-values.js';
import { DESTINATION_FORM } from './ids.js';

const B = DESTINATION_FORM.block;

type Held = NonNullable<CreateMeta['held']>;

/** A field's value: as on screen when its input is shown, else as held from an earlier choice. */
function valuesWithHeld(view: ViewOutput, shown: FormValues, held: Held): FormValues {
  const onScreen = (blockId: string) => view.state.values[blockId] !== undefined;
  return {
    ...shown,
    message: onScreen(B.message) ? shown.message : (held.message ?? ''),
    credentialId: onScreen(B.credential) ? shown.credentialId : held.credentialId,
    filters: onScreen(B.filters) ? shown.filters : held.filters,
  };
}

function heldOf(values: FormValues): Held {
  return {
    ...(values.message ? { message: values.message } : {}),
    ...(values.credentialId ? { credentialId: values.credentialId } : {}),
    ...(values.filters ? { filters: values.filters } : {}),
  };
}

/**
 * "Post as" changed in the subscribe form: the same form again with the fields of that choice
 * (filters for cards; the message template and Enlivy's credential for Enlivy's messages). What
 * was entered in a field the choice hides is kept in the form and comes back with it.
 */
export async function restyleForm(
  services: DestinationsDeps,
  request: Request,
  form: OpenForm,
  view: ViewOutput,
): Promise<void> {
  const t = await request.t();
  const meta = await unpackCreateMeta(services.stores, request.workspace, form.privateMetadata, t);
  const values = valuesWithHeld(view, readDestinationForm(view), meta.held ?? {});
  const next: CreateMeta = { ...meta, held: heldOf(values) };
  const privateMetadata = await packMetadata(services.stores, request.workspace, next);
  await request.ui.updateModal(
    form.viewId,
    renderForm({ meta: next, privateMetadata, values, extras: {} }, t),
    form.hash,
  );
}
