import type { ModalView } from '@slack/types';
import type { Translator } from '../../platform/i18n/index.js';
import { elsewhereWarning } from './credential-workspace.js';
import type { CreateMeta, EditMeta } from './form-metadata.js';
import type { FieldErrors, FormValues } from './form-values.js';
import { DESTINATION_FORM } from './ids.js';
import type { CredentialChoice } from './views/form.js';
import { destinationFormModal } from './views/form.js';
import { formsCopy } from './views/forms-copy.js';
import type { TemplatePreview } from './views/preview.js';

export function credentialChoice(meta: CreateMeta, t: Translator): CredentialChoice | undefined {
  if (meta.kind !== 'slack') return undefined;
  if (meta.credentials === undefined) {
    return { mode: 'text', note: formsCopy(t)('form.credential.typedNote') };
  }
  const warning = elsewhereWarning(meta.credentials, t);
  return { mode: 'select', options: meta.credentials, ...(warning ? { warning } : {}) };
}

export function createCallback(kind: CreateMeta['kind']): string {
  return kind === 'slack' ? DESTINATION_FORM.callback.subscribe : DESTINATION_FORM.callback.webhook;
}

/** Subscriptions with different templates: the form's template field starts empty. */
export function hasMixedMessages(meta: EditMeta): boolean {
  return new Set(meta.subscriptions.map((s) => s.message ?? '')).size > 1;
}

export interface FormExtras {
  errors?: FieldErrors;
  banner?: string;
  preview?: TemplatePreview;
}

/** The form again, for the same create or edit, with the user's values kept. */
export function renderForm(
  form: {
    meta: CreateMeta | EditMeta;
    privateMetadata: string;
    values: FormValues;
    extras: FormExtras;
  },
  t: Translator,
): ModalView {
  const { meta, privateMetadata, values, extras } = form;
  const common = {
    kind: meta.kind,
    privateMetadata,
    values,
    ...(extras.errors ? { errors: extras.errors } : {}),
    ...(extras.banner ? { banner: extras.banner } : {}),
    ...(extras.preview ? { preview: extras.preview } : {}),
  };
  if (meta.form === 'create') {
    const credentials = credentialChoice(meta, t);
    return destinationFormModal(
      {
        ...common,
        mode: 'create',
        callbackId: createCallback(meta.kind),
        ...(credentials ? { credentials } : {}),
        ...(meta.noPaidPack ? { noPaidPack: true } : {}),
        ...(meta.cardsOffered ? { cardsOffered: true } : {}),
      },
      t,
    );
  }
  return destinationFormModal(
    {
      ...common,
      mode: 'edit',
      callbackId: DESTINATION_FORM.callback.edit,
      mixedMessages: hasMixedMessages(meta),
      ...(meta.channelLabel ? { channelLabel: meta.channelLabel } : {}),
      ...(meta.cards ? { cards: true } : {}),
    },
    t,
  );
}
