/** What a secret is: the key names that hold one and the shapes a token has inside text. */

export const CENSOR = '[redacted]';

const SECRET_KEYS = [
  'token',
  'accessToken',
  'botToken',
  'userToken',
  'appToken',
  'refreshToken',
  'password',
  'signing_secret',
  'signingSecret',
  'secret',
  'clientSecret',
  'stateSecret',
  'encryptionKey',
];

/** pino `redact` paths for the well-known places. */
export const REDACT_PATHS: readonly string[] = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'authorization',
  'Authorization',
  'headers.authorization',
  'headers.Authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.Authorization',
  'req.headers.cookie',
  '*.headers.authorization',
  '*.headers.Authorization',
  '*.headers.cookie',
  'bot.token',
  'bot.refreshToken',
  'user.token',
  'user.refreshToken',
  '*.bot.token',
  '*.bot.refreshToken',
  '*.user.token',
  '*.user.refreshToken',
];

/** Key names (compared lowercased, without `_` and `-`) censored at any depth. */
const SECRET_KEY_SET = new Set(
  [
    ...SECRET_KEYS,
    'access_token',
    'bot_token',
    'user_token',
    'app_token',
    'refresh_token',
    'client_secret',
    'state_secret',
    'encryption_key',
    'authorization',
    'proxy-authorization',
    'cookie',
    'set-cookie',
    'x-slack-signature',
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, '');
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY_SET.has(normalizeKey(key));
}

const TOKEN_PATTERNS: readonly [RegExp, string][] = [
  // An Authorization header written out as text, whatever its scheme: `Authorization: Bearer x`,
  // `"authorization":"x"`, `Authorization=x`.
  [
    /\b((?:proxy-)?authorization)(["']?\s*[:=]\s*["']?)(?:(?:Bearer|Basic|Token)\s+)?[^\s"',;}]+/gi,
    `$1$2${CENSOR}`,
  ],
  // Slack tokens, including rotated ones (xoxe.xoxb-1-…, xoxe-1-…).
  [/\b(xox[abpres]|xapp)-[A-Za-z0-9-]+/g, `$1-${CENSOR}`],
  // Enlivy (Laravel Sanctum style) tokens: <id>|<secret>.
  [/\b\d+\|[A-Za-z0-9]{16,}/g, CENSOR],
  // Enlivy OAuth access and refresh tokens and authorization codes.
  [/\b(eat|ert|oauc)_[A-Za-z0-9]{16,}/g, `$1_${CENSOR}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/|=-]+/gi, `$1 ${CENSOR}`],
];

/** Masks token-shaped substrings: Slack tokens, Enlivy tokens and Authorization values. */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TOKEN_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
