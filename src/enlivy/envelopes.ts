import { type ZodError, type ZodType, z } from 'zod';
import { numberish } from './schemas/common.js';

/** One page of a list. A list answered without `meta.pagination` is a single page. */
export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

type Context = z.core.$RefinementCtx<unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function forwardIssues(ctx: Context, error: ZodError, prefix: readonly PropertyKey[]): void {
  for (const issue of error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...prefix, ...issue.path] });
  }
}

/**
 * The envelope schemas are built once per record schema: resources ask for them on every call,
 * and a zod schema is costly to build (and to compile on its first parse) but cheap to reuse.
 */
function builtOnce(cache: WeakMap<object, ZodType>, record: object, build: () => ZodType) {
  let built = cache.get(record);
  if (built === undefined) {
    built = build();
    cache.set(record, built);
  }
  return built;
}

const singles = new WeakMap<object, ZodType>();
const lists = new WeakMap<object, ZodType>();

/** A record sent as `{data: {...}}` or unwrapped. */
export function single<T>(record: ZodType<T>): ZodType<T> {
  return builtOnce(singles, record, () => buildSingle(record)) as ZodType<T>;
}

/** A list sent as `{data: [...], meta: {pagination}}`, `{data: [...]}` or a bare array. */
export function list<T>(item: ZodType<T>): ZodType<Page<T>> {
  return builtOnce(lists, item, () => buildList(item)) as ZodType<Page<T>>;
}

function buildSingle<T>(record: ZodType<T>): ZodType<T> {
  return z.unknown().transform((value, ctx) => {
    // A bare record has an `id`; the wrapper only has `data` (and sometimes `meta`).
    const wrapped = isRecord(value) && isRecord(value.data) && !('id' in value);
    const result = record.safeParse(wrapped ? value.data : value);
    if (result.success) return result.data;
    forwardIssues(ctx, result.error, wrapped ? ['data'] : []);
    return z.NEVER;
  });
}

const paginationSchema = z.looseObject({
  total: numberish,
  per_page: numberish,
  current_page: numberish,
  total_pages: numberish,
});

function buildList<T>(item: ZodType<T>): ZodType<Page<T>> {
  const items = z.array(item);
  return z.unknown().transform((value, ctx): Page<T> => {
    const bare = Array.isArray(value);
    const parsedItems = items.safeParse(bare ? value : isRecord(value) ? value.data : undefined);
    if (!parsedItems.success) {
      forwardIssues(ctx, parsedItems.error, bare ? [] : ['data']);
      return z.NEVER;
    }
    const list = parsedItems.data;
    const meta = isRecord(value) && isRecord(value.meta) ? value.meta : undefined;
    if (meta?.pagination === undefined || meta.pagination === null) {
      return onePage(list);
    }
    const pagination = paginationSchema.safeParse(meta.pagination);
    if (!pagination.success) {
      forwardIssues(ctx, pagination.error, ['meta', 'pagination']);
      return z.NEVER;
    }
    const p = pagination.data;
    return {
      items: list,
      page: p.current_page,
      perPage: p.per_page,
      total: p.total,
      totalPages: p.total_pages,
      hasMore: p.current_page < p.total_pages,
    };
  });
}

function onePage<T>(items: T[]): Page<T> {
  return {
    items,
    page: 1,
    perPage: items.length,
    total: items.length,
    totalPages: 1,
    hasMore: false,
  };
}

/** A plain acknowledgement such as `{"status":"ok"}`. */
export const statusOkSchema = z.looseObject({ status: z.string() });

/** Any body at all, including none: for answers the app ignores. */
export const ignoredBodySchema = z.unknown();
