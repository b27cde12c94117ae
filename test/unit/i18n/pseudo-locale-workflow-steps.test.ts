import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toUserError } from '../../../src/core/errors/user-error.js';
import type { Destination } from '../../../src/enlivy/index.js';
import { stepCutOffText } from '../../../src/features/workflow-steps/executions.js';
import {
  notAReference,
  severalInvoices,
} from '../../../src/features/workflow-steps/get-invoice.js';
import { readInputs, roleRefusal } from '../../../src/features/workflow-steps/run-step.js';
import { testBusy } from '../../../src/features/workflow-steps/send-test.js';
import {
  stepActiveChangedReceipt,
  stepFailureText,
} from '../../../src/features/workflow-steps/views/messages.js';
import type { Translator } from '../../../src/platform/i18n/index.js';
import { itShowsOnlyCatalogText, ro, xx } from '../../translators.js';

/** The workflow steps' texts in the pseudo-locale `xx`: no word may bypass the catalogs. */
const hook = { id: 'dst_1', name: 'Ledger', is_active: false } as unknown as Destination;
const workflow = {
  executionId: 'Fx1',
  workflowExecutionId: 'Wf1',
  step: 'set_destination_active' as const,
  startedAt: '2026-11-20T10:30:00Z',
};
const spec = { callbackId: 'set_destination_active' as const, role: 'editor' as const };
const inputs = z.object({ invoice: z.string().min(1), user_id: z.string().min(1) });

/** A refusal as completeError says it, in `t`'s language. */
function failure(err: unknown, t: Translator = xx) {
  return stepFailureText(toUserError(err, 'E-1', t));
}

function refusedInputs(raw: unknown, t: Translator = xx) {
  try {
    readInputs({ inputs }, raw, t);
  } catch (err) {
    return failure(err, t);
  }
  throw new Error('expected a refusal');
}

const VIEWS: Record<string, () => unknown> = {
  'paused receipt': () =>
    stepActiveChangedReceipt({ userId: 'U1', destination: hook, active: false, workflow }, xx),
  'resumed receipt': () =>
    stepActiveChangedReceipt({ userId: 'U1', destination: hook, active: true, workflow }, xx),
  'one input missing': () => [{ text: refusedInputs({ invoice: 'x' }) }],
  'two inputs missing': () => [{ text: refusedInputs({}) }],
  'role too low': () =>
    (['viewer', 'editor', 'admin'] as const).map((role) => ({
      text: failure(roleRefusal(spec, 'U1', { role, external: false }, xx)),
    })),
  'role, another workspace': () => [
    { text: failure(roleRefusal(spec, 'U1', { role: 'viewer', external: true }, xx)) },
  ],
  'not an invoice reference': () => [{ text: failure(notAReference('??', xx)) }],
  'several invoices': () => [
    { text: failure(severalInvoices('INV-1', ['org_inv_1', 'org_inv_2'], xx)) },
  ],
  'test already running': () => [{ text: failure(testBusy('Ledger', xx)) }],
  'cut off': () => [{ text: stepCutOffText(xx) }],
};

/** Data in the fixtures: names, ids, input names and the role words the parser reads. */
const DATA = new Set([
  'Ledger',
  'step',
  'invoice',
  'user',
  'viewer',
  'editor',
  'org',
  'inv',
  'INV',
  'ref',
]);

describe('pseudo-locale: workflow steps have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('in Romanian: the inputs, the roles and the invoices counted with Romanian plurals', () => {
    expect(refusedInputs({ invoice: 'x' }, ro)).toContain(
      'Intrarea „user_id” a pasului lipsește sau nu este validă.',
    );
    expect(refusedInputs({}, ro)).toContain(
      'Intrările „invoice”, „user_id” ale pasului lipsesc sau nu sunt valide.',
    );
    expect(failure(roleRefusal(spec, 'U1', { role: 'viewer', external: false }, ro), ro)).toContain(
      '„Suspendă sau reia o destinație Enlivy” are nevoie de rolul de editor; <@U1>, pentru care acționează acest pas, are rolul de cititor.',
    );
    const several = (n: number) =>
      failure(
        severalInvoices(
          'INV-1',
          Array.from({ length: n }, (_, i) => `org_inv_${i}`),
          ro,
        ),
        ro,
      );
    expect(several(3)).toContain('3 facturi au numărul „INV-1”.');
    expect(several(20)).toContain('20 de facturi au numărul „INV-1”.');
    expect(
      stepActiveChangedReceipt({ userId: 'U1', destination: hook, active: true, workflow }, ro)
        .text,
    ).toBe('Un flux de lucru a reluat Ledger pentru <@U1>. Evenimentele sunt livrate din nou.');
  });
});
