/**
 * Workflow Builder custom steps as Slack runs them: the function definitions of the app's
 * manifest (`functions` in manifest.yml), one record per execution, and the checks Slack makes
 * when an app ends one (`functions.completeSuccess` / `functions.completeError`).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { InstallationRecord } from './types.js';

/** Primitive types a parameter may have (Slack's "Slack types" reference). */
export const PRIMITIVE_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array'];

/** The `slack#/types/…` names Slack documents for custom step parameters. */
export const SLACK_TYPES = [
  'blocks',
  'canvas_id',
  'canvas_template_id',
  'channel_id',
  'date',
  'expanded_rich_text',
  'file_id',
  'interactivity',
  'list_id',
  'message_context',
  'message_ts',
  'rich_text',
  'team_id',
  'timestamp',
  'user_context',
  'user_id',
  'usergroup_id',
  'credential/oauth2',
];

export interface ParameterDefinition {
  type: string;
  title: string;
  description?: string;
  hint?: string;
  is_required?: boolean;
  name?: string;
}

export interface FunctionDefinition {
  title: string;
  description?: string;
  input_parameters: Record<string, ParameterDefinition>;
  output_parameters: Record<string, ParameterDefinition>;
}

export const MANIFEST_URL = new URL('../../../manifest.yml', import.meta.url);

/** The `functions` of a manifest file (default: the repository's manifest.yml). */
export function loadFunctionDefinitions(
  manifest: URL | string = MANIFEST_URL,
): Record<string, FunctionDefinition> {
  const parsed = parse(readFileSync(manifest, 'utf8')) as { functions?: unknown };
  return (parsed.functions ?? {}) as Record<string, FunctionDefinition>;
}

/** Why a definition is not one Slack accepts; empty when it is. */
export function definitionProblems(callbackId: string, definition: unknown): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9_]{1,100}$/.test(callbackId)) problems.push(`${callbackId}: bad callback_id`);
  const def = definition as Partial<FunctionDefinition> | null;
  if (def === null || typeof def !== 'object') return [`${callbackId}: not an object`];
  if (typeof def.title !== 'string' || def.title.trim() === '')
    problems.push(`${callbackId}: title is required`);
  for (const side of ['input_parameters', 'output_parameters'] as const) {
    const parameters = def[side];
    if (parameters === null || typeof parameters !== 'object') {
      problems.push(`${callbackId}.${side}: must be an object of parameters`);
      continue;
    }
    for (const [name, parameter] of Object.entries(parameters)) {
      problems.push(...parameterProblems(`${callbackId}.${side}.${name}`, name, parameter));
    }
  }
  return problems;
}

function parameterProblems(where: string, name: string, parameter: unknown): string[] {
  const problems: string[] = [];
  const p = parameter as Partial<ParameterDefinition> | null;
  if (p === null || typeof p !== 'object') return [`${where}: not an object`];
  if (!isKnownType(p.type)) problems.push(`${where}: unknown type ${String(p.type)}`);
  if (typeof p.title !== 'string' || p.title.trim() === '') problems.push(`${where}: no title`);
  if (p.is_required !== undefined && typeof p.is_required !== 'boolean')
    problems.push(`${where}: is_required must be true or false`);
  if (p.name !== undefined && p.name !== name) problems.push(`${where}: name differs from key`);
  return problems;
}

export function isKnownType(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  if (PRIMITIVE_TYPES.includes(type)) return true;
  return type.startsWith('slack#/types/') && SLACK_TYPES.includes(type.slice(13));
}

const SLACK_ID = {
  user_id: /^[UW][A-Z0-9]{2,}$/,
  channel_id: /^[CGD][A-Z0-9]{2,}$/,
  team_id: /^[TE][A-Z0-9]{2,}$/,
  usergroup_id: /^S[A-Z0-9]{2,}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
} as Record<string, RegExp>;

function fitsType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'slack#/types/timestamp':
      return typeof value === 'number' && Number.isInteger(value);
    default: {
      const pattern = SLACK_ID[type.slice(13)];
      return typeof value === 'string' && (pattern === undefined || pattern.test(value));
    }
  }
}

/** Slack's `parameter_validation_failed` reasons for outputs against the definition. */
export function outputProblems(definition: FunctionDefinition, outputs: unknown): string[] {
  if (outputs === null || typeof outputs !== 'object' || Array.isArray(outputs)) {
    return ['outputs must be an object'];
  }
  const given = outputs as Record<string, unknown>;
  const declared = definition.output_parameters;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(given)) {
    const parameter = declared[name];
    if (parameter === undefined) problems.push(`${name}: not an output parameter of this function`);
    else if (value !== null && value !== undefined && !fitsType(parameter.type, value))
      problems.push(`${name}: expected ${parameter.type}, got ${JSON.stringify(value)}`);
  }
  for (const [name, parameter] of Object.entries(declared)) {
    const value = given[name];
    if (parameter.is_required === true && (value === undefined || value === null))
      problems.push(`${name}: required output missing`);
  }
  return problems;
}

export type ExecutionState = 'running' | 'completed' | 'failed';

export interface FunctionExecutionRecord {
  id: string;
  callbackId: string;
  workflowExecutionId: string;
  /** The `xwfp-` token Slack gives this execution only. */
  token: string;
  installation: InstallationRecord;
  inputs: Record<string, unknown>;
  state: ExecutionState;
  outputs?: Record<string, unknown>;
  error?: string;
  /** Every completion call the app made, accepted or not. */
  attempts: { method: string; error?: string }[];
}
