/**
 * Fault injection for the API routes (never the /__control routes). A fault matches by method
 * and path substring (a `path` ending in `$` must end the request path), affects `times`
 * requests (default 1), and then disappears.
 */
import { type FieldErrors, isPlainObject, type Reply, validationError } from './http.js';
import type { FaultSpec } from './types.js';

export interface ActiveFault {
  id: number;
  spec: FaultSpec;
  remaining: number;
  /** Matching requests still let through before it applies (`spec.after`). */
  passing: number;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request.',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found.',
  409: 'Conflict.',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function pathMatches(wanted: string, path: string): boolean {
  return wanted.endsWith('$') ? path.endsWith(wanted.slice(0, -1)) : path.includes(wanted);
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = {
      id: this.nextId++,
      spec,
      remaining: spec.times ?? 1,
      passing: spec.after ?? 0,
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): ActiveFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The first fault matching the request, with one use consumed. */
  take(method: string, path: string): FaultSpec | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.spec.method === undefined ||
          candidate.spec.method.toUpperCase() === method.toUpperCase()) &&
        (candidate.spec.path === undefined || pathMatches(candidate.spec.path, path)),
    );
    if (!fault) return undefined;
    if (fault.passing > 0) {
      fault.passing -= 1;
      return undefined;
    }
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault.spec;
  }
}

/** The answer of a `status` or `malformed` fault. */
export function faultReply(spec: FaultSpec): Reply | undefined {
  if (spec.kind === 'status') {
    const headers: Record<string, string> = {};
    if (spec.retryAfter !== undefined) headers['retry-after'] = String(spec.retryAfter);
    const body = spec.body ?? { message: REASONS[spec.status] ?? `HTTP ${spec.status}` };
    return { status: spec.status, body, headers };
  }
  if (spec.kind === 'malformed') {
    if (spec.variant === 'wrong_shape') return { status: 200, body: { unexpected: true } };
    return {
      status: 200,
      raw: Buffer.from('{"data":[{"id":"org_', 'utf8'),
      headers: { 'content-type': 'application/json' },
    };
  }
  return undefined;
}

/** Checks a fault from the control route or `injectFault`. */
export function parseFaultSpec(input: unknown): FaultSpec {
  const errors: FieldErrors = {};
  if (!isPlainObject(input)) throw validationError({ kind: ['The fault must be a JSON object.'] });
  const { kind, method, path, times, after } = input;
  if (method !== undefined && typeof method !== 'string') errors.method = ['Must be a string.'];
  if (path !== undefined && typeof path !== 'string') errors.path = ['Must be a string.'];
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) {
    errors.times = ['Must be an integer ≥ 1.'];
  }
  if (after !== undefined && !(Number.isInteger(after) && (after as number) >= 0)) {
    errors.after = ['Must be an integer ≥ 0.'];
  }
  const common = {
    ...(typeof method === 'string' ? { method } : {}),
    ...(typeof path === 'string' ? { path } : {}),
    ...(typeof times === 'number' ? { times } : {}),
    ...(typeof after === 'number' ? { after } : {}),
  };
  let spec: FaultSpec | undefined;
  if (kind === 'status') {
    const { status, retryAfter, body } = input;
    if (!(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)) {
      errors.status = ['Must be an HTTP status code.'];
    }
    if (retryAfter !== undefined && !(typeof retryAfter === 'number' && retryAfter >= 0)) {
      errors.retryAfter = ['Must be a number of seconds ≥ 0.'];
    }
    spec = {
      kind,
      status: status as number,
      ...(retryAfter !== undefined ? { retryAfter: retryAfter as number } : {}),
      ...(body !== undefined ? { body } : {}),
      ...common,
    };
  } else if (kind === 'delay') {
    const { ms } = input;
    if (!(typeof ms === 'number' && ms >= 0 && Number.isFinite(ms))) {
      errors.ms = ['Must be a number of milliseconds ≥ 0.'];
    }
    spec = { kind, ms: ms as number, ...common };
  } else if (kind === 'malformed') {
    const { variant } = input;
    if (variant !== undefined && variant !== 'invalid_json' && variant !== 'wrong_shape') {
      errors.variant = ['Must be invalid_json or wrong_shape.'];
    }
    spec = {
      kind,
      ...(variant !== undefined ? { variant: variant as 'invalid_json' | 'wrong_shape' } : {}),
      ...common,
    };
  } else if (kind === 'reset') {
    spec = { kind, ...common };
  } else if (kind === 'stall_body') {
    const { ms } = input;
    if (!(typeof ms === 'number' && ms >= 0 && Number.isFinite(ms))) {
      errors.ms = ['Must be a number of milliseconds ≥ 0.'];
    }
    spec = { kind, ms: ms as number, ...common };
  } else {
    errors.kind = ['Must be one of status, delay, malformed, reset, stall_body.'];
  }
  if (Object.keys(errors).length > 0 || !spec) throw validationError(errors);
  return spec;
}
