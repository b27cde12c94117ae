import { WebClient, type WebClientOptions } from '@slack/web-api';

/**
 * Slack Web API clients for many workspaces that cost next to nothing to make.
 *
 * A `new WebClient` binds every Web API method (some 280 bound functions, ~28 KB) in its
 * constructor. Made per request, or kept per workspace, that is most of what serving many
 * workspaces allocates and holds. A client made here is a WebClient (same prototype, same
 * `apiCall`) whose own state is only what differs per workspace: the token, the team id, the
 * default headers, the event listeners, and a request queue (built on first call: a 429 pauses
 * that client's queue only, as with its own WebClient). Everything else — options, logger, fetch,
 * retry policy — is read from one template client. A method namespace (`chat`, `users`, …) is
 * built on first use, with each method calling `apiCall` on this client under its Slack name.
 */
export type WorkspaceClientFactory = (token: string | undefined, teamId?: string) => WebClient;

const UPLOAD_V2 = Symbol('files.uploadV2');

/** Method name by path (`chat` → `postMessage` → 'chat.postMessage'). */
export type MethodTree = { [name: string]: string | typeof UPLOAD_V2 | MethodTree };

export function workspaceClients(options: WebClientOptions = {}): WorkspaceClientFactory {
  const { teamId: _teamId, ...shared } = options;
  const template = new WebClient(undefined, shared);
  const { requestQueue, defaultHeaders } = template as unknown as Internals;
  const Queue = requestQueue.constructor as new (options: { concurrency: number }) => unknown;
  const { concurrency } = requestQueue;
  const proto: object = Object.create(template);
  for (const [name, tree] of Object.entries(methodTree()))
    lazyOwn(proto, name, (c) => bind(c, tree));
  lazyOwn(proto, 'requestQueue', () => new Queue({ concurrency }));

  return (token, teamId) => {
    const headers = { ...defaultHeaders };
    if (token && headers.Authorization === undefined) headers.Authorization = `Bearer ${token}`;
    const client = Object.create(proto) as WebClient;
    Object.assign(client, { token, teamId, defaultHeaders: headers });
    EventEmitter.call(client);
    return client;
  };
}

/** What a WebClient keeps privately and a workspace client needs its own of. */
interface Internals {
  requestQueue: { concurrency: number };
  defaultHeaders: Record<string, string>;
}

/** eventemitter3's constructor (an ES5 function): gives a client its own listeners. */
const EventEmitter = Object.getPrototypeOf(Object.getPrototypeOf(WebClient.prototype))
  .constructor as (this: object) => void;

/** A getter on `proto` that builds the value once per object and keeps it as an own property. */
function lazyOwn(proto: object, name: string, build: (client: WebClient) => unknown): void {
  Object.defineProperty(proto, name, {
    configurable: true,
    get(this: WebClient) {
      const value = build(this);
      Object.defineProperty(this, name, { value, writable: true, configurable: true });
      return value;
    },
    set(this: WebClient, value: unknown) {
      Object.defineProperty(this, name, { value, writable: true, configurable: true });
    },
  });
}

function bind(client: WebClient, tree: MethodTree[string]): unknown {
  if (tree === UPLOAD_V2)
    return (options: Parameters<WebClient['filesUploadV2']>[0]) => client.filesUploadV2(options);
  if (typeof tree === 'string')
    return (options?: Record<string, unknown>) => client.apiCall(tree, options);
  const namespace: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(tree)) namespace[name] = bind(client, child);
  return namespace;
}

let methodTreeOnce: MethodTree | undefined;

/**
 * The Slack name behind every method of a WebClient, read off one whose `apiCall` answers the
 * name it is called with, so the mapping follows whatever @slack/web-api version is installed.
 */
export function methodTree(): MethodTree {
  if (methodTreeOnce !== undefined) return methodTreeOnce;
  class NameOf extends WebClient {
    override apiCall(method: string): never {
      return method as never;
    }
    override filesUploadV2(): never {
      return UPLOAD_V2 as never;
    }
  }
  const names = new NameOf();
  const own = new Set(Object.keys(new WebClient()));
  const tree: MethodTree = {};
  for (const key of own) {
    const value = (names as unknown as Record<string, unknown>)[key];
    const found = isPlainObject(value) ? readTree(value) : undefined;
    if (found !== undefined) tree[key] = found;
  }
  const chat = tree.chat;
  if (typeof chat !== 'object' || chat.postMessage !== 'chat.postMessage')
    throw new Error('@slack/web-api no longer binds its methods as expected: check methodTree');
  methodTreeOnce = tree;
  return tree;
}

function readTree(value: Record<string, unknown>): MethodTree | undefined {
  const tree: MethodTree = {};
  for (const [name, child] of Object.entries(value)) {
    if (typeof child === 'function') {
      const method = (child as () => unknown)();
      if (typeof method !== 'string' && method !== UPLOAD_V2) return undefined;
      tree[name] = method;
    } else if (isPlainObject(child)) {
      const sub = readTree(child);
      if (sub === undefined) return undefined;
      tree[name] = sub;
    } else {
      return undefined;
    }
  }
  return Object.keys(tree).length > 0 ? tree : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
  );
}
