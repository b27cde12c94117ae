import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { stepTitle } from '../../../src/features/workflow-steps/copy/index.js';
import {
  definitionProblems,
  isKnownType,
  loadFunctionDefinitions,
} from '../../fakes/slack/index.js';
import { SHORTCUTS, STEPS } from '../../ids.js';
import { en, ro } from '../../translators.js';

const manifest = parse(readFileSync(new URL('../../../manifest.yml', import.meta.url), 'utf8'));
const functions = loadFunctionDefinitions();

/** name → [type, is_required], as issue 29 fixes them for saved workflows. */
function shape(parameters: Record<string, { type: string; is_required?: boolean }>) {
  return Object.fromEntries(
    Object.entries(parameters).map(([name, p]) => [name, [p.type, p.is_required === true]]),
  );
}

describe("manifest.yml's Workflow Builder steps", () => {
  it('declares exactly the three steps, each in the shape Slack documents', () => {
    expect(Object.keys(functions).sort()).toEqual(Object.values(STEPS).sort());
    for (const [callbackId, definition] of Object.entries(functions)) {
      expect(definitionProblems(callbackId, definition)).toEqual([]);
    }
  });

  it('names each step in English messages as Workflow Builder does, and has a Romanian name', () => {
    for (const [callbackId, definition] of Object.entries(functions)) {
      const step = callbackId as (typeof STEPS)[keyof typeof STEPS];
      expect(stepTitle(step, en)).toBe((definition as { title: string }).title);
      expect(stepTitle(step, ro)).not.toBe(stepTitle(step, en));
    }
  });

  it('keeps the inputs and outputs workflows are built on', () => {
    const user = ['slack#/types/user_id', true];
    expect(shape(functions.set_destination_active!.input_parameters)).toEqual({
      destination: ['string', true],
      active: ['boolean', true],
      user_id: user,
    });
    expect(shape(functions.set_destination_active!.output_parameters)).toEqual({
      destination_id: ['string', true],
      name: ['string', true],
      is_active: ['boolean', true],
    });
    expect(shape(functions.send_test_event!.input_parameters)).toEqual({
      destination: ['string', true],
      user_id: user,
    });
    expect(shape(functions.send_test_event!.output_parameters)).toEqual({
      delivery_id: ['string', true],
      status: ['string', true],
      response_status: ['integer', false],
    });
    expect(shape(functions.get_invoice!.input_parameters)).toEqual({
      invoice: ['string', true],
      user_id: user,
    });
    expect(Object.keys(functions.get_invoice!.output_parameters)).toEqual([
      'invoice_id',
      'number',
      'status',
      'total',
      'currency',
      'due_date',
      'url',
    ]);
    expect(functions.get_invoice!.output_parameters.total?.type).toBe('number');
  });

  it('runs the steps on this app: org-ready, remote runtime, function_executed subscribed', () => {
    expect(manifest.settings.org_deploy_enabled).toBe(true);
    expect(manifest.settings.function_runtime).toBe('remote');
    expect(manifest.settings.event_subscriptions.bot_events).toContain('function_executed');
  });

  it('offers the two shortcuts with the callback ids the app listens to', () => {
    const shortcuts = manifest.features.shortcuts as {
      type: string;
      callback_id: string;
      name: string;
      description: string;
    }[];
    expect(shortcuts.map((s) => [s.type, s.callback_id])).toEqual([
      ['global', SHORTCUTS.subscribe],
      ['message', SHORTCUTS.lookupInvoices],
    ]);
    for (const s of shortcuts) {
      expect(s.description.length).toBeLessThanOrEqual(150);
      expect(s.name.length).toBeGreaterThan(0);
    }
  });

  it('the shape check itself refuses what Slack would', () => {
    expect(isKnownType('slack#/types/user_id')).toBe(true);
    expect(isKnownType('slack#/types/invoice')).toBe(false);
    expect(isKnownType('float')).toBe(false);
    expect(
      definitionProblems('Bad-Id', {
        title: '',
        input_parameters: { a: { type: 'text', title: 'A', is_required: 'yes' } },
        output_parameters: { b: { type: 'string' } },
      }),
    ).toEqual([
      'Bad-Id: bad callback_id',
      'Bad-Id: title is required',
      'Bad-Id.input_parameters.a: unknown type text',
      'Bad-Id.input_parameters.a: is_required must be true or false',
      'Bad-Id.output_parameters.b: no title',
    ]);
  });
});
