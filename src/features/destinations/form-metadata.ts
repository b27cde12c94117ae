import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { type Stores, type WorkspaceRef, workspaceKey } from '../../store/index.js';
import { formsCopy } from './views/forms-copy.js';

/** Slack's limit on a view's private_metadata. */
export const PRIVATE_METADATA_LIMIT = 3000;
/** How long a form too large for private_metadata is kept in the store. */
export const DRAFT_TTL_MS = 2 * 60 * 60 * 1000;

const kind = z.enum(['slack', 'webhook']);

const specSchema = z.object({
  event: z.string(),
  includes: z.array(z.string()).nullable(),
  message: z.string().nullable(),
});

const valuesSchema = z.object({
  name: z.string(),
  channelId: z.string().optional(),
  credentialId: z.string().optional(),
  url: z.string().optional(),
  events: z.array(z.string()),
  otherEvents: z.string(),
  includes: z.array(z.string()),
  message: z.string(),
  active: z.boolean(),
  filters: z.string().optional(),
  style: z.enum(['enlivy', 'cards']).optional(),
});

const credentialChoice = z.object({
  id: z.string(),
  label: z.string(),
  elsewhere: z.boolean().optional(),
});

/** A create form: which kind, where it was opened, how the credential is asked for. */
export const createMetaSchema = z.object({
  form: z.literal('create'),
  kind,
  origin: z.string().optional(),
  /** Slack: the credentials offered in the select; absent when typed as text. */
  credentials: z.array(credentialChoice).optional(),
  /** Enlivy said the organization has no paid pack: the form says nothing will be delivered. */
  noPaidPack: z.boolean().optional(),
  /** The subscribe form offers "Cards in Slack" (Enlivy can reach this app). */
  cardsOffered: z.boolean().optional(),
  /**
   * What was entered in fields "Post as" has hidden (the template and credential for cards, the
   * filters for Enlivy's messages), put back when the choice changes again.
   */
  held: z
    .object({
      message: z.string().optional(),
      credentialId: z.string().optional(),
      filters: z.string().optional(),
    })
    .optional(),
});

/** An edit form: the destination as it was shown, so untouched subscriptions survive the PUT. */
export const editMetaSchema = z.object({
  form: z.literal('edit'),
  kind,
  id: z.string(),
  origin: z.string().optional(),
  name: z.string(),
  url: z.string().optional(),
  active: z.boolean(),
  channelLabel: z.string().optional(),
  /** A cards destination (src/features/cards/): its record's id and the filters the form opened with. */
  cards: z.object({ id: z.string(), filters: z.array(z.string()) }).optional(),
  subscriptions: z.array(specSchema),
  /** Set on the confirmation view: what was submitted. */
  submitted: valuesSchema.optional(),
});

export type CreateMeta = z.infer<typeof createMetaSchema>;
export type EditMeta = z.infer<typeof editMetaSchema>;

const draftPointer = z.object({ draft: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
const draftRecord = z.object({ workspace: z.string(), body: z.string() });

const draftKey = (id: string) => `destination-form-draft:${id}`;

/**
 * private_metadata for a form: the JSON itself when it fits Slack's 3000 characters, otherwise
 * a pointer to a short-lived draft in the shared store (any instance can read it back).
 */
export async function packMetadata(
  stores: Pick<Stores, 'keyv'>,
  workspace: WorkspaceRef,
  meta: CreateMeta | EditMeta,
): Promise<string> {
  const body = JSON.stringify(meta);
  if (body.length <= PRIVATE_METADATA_LIMIT) return body;
  const id = randomBytes(12).toString('base64url');
  await stores.keyv.set(draftKey(id), { workspace: workspaceKey(workspace), body }, DRAFT_TTL_MS);
  return JSON.stringify({ draft: id });
}

function expired(t: Translator): AppError {
  const say = formsCopy(t);
  return new AppError('bad_input', say('form.expired'), { hint: say('form.expired.hint') });
}

async function unpackJson(
  stores: Pick<Stores, 'keyv'>,
  workspace: WorkspaceRef,
  raw: string,
  t: Translator,
): Promise<unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw expired(t);
  }
  const pointer = draftPointer.safeParse(parsed);
  if (!pointer.success) return parsed;
  const record = draftRecord.safeParse(await stores.keyv.get(draftKey(pointer.data.draft)));
  if (!record.success || record.data.workspace !== workspaceKey(workspace)) throw expired(t);
  return JSON.parse(record.data.body) as unknown;
}

export async function unpackCreateMeta(
  stores: Pick<Stores, 'keyv'>,
  workspace: WorkspaceRef,
  raw: string,
  t: Translator,
): Promise<CreateMeta> {
  const parsed = createMetaSchema.safeParse(await unpackJson(stores, workspace, raw, t));
  if (!parsed.success) throw expired(t);
  return parsed.data;
}

export async function unpackEditMeta(
  stores: Pick<Stores, 'keyv'>,
  workspace: WorkspaceRef,
  raw: string,
  t: Translator,
): Promise<EditMeta> {
  const parsed = editMetaSchema.safeParse(await unpackJson(stores, workspace, raw, t));
  if (!parsed.success) throw expired(t);
  return parsed.data;
}
