// Slack's mrkdwn and plain_text, rendered as Slack's client shows them: *bold*, _italic_,
// ~strike~, `code`, ```pre```, > quotes, <links|label>, <@user>, <#channel>, <!date^…>,
// <!here>, :emoji:, and the &amp; &lt; &gt; escapes.

const EMOJI = {
  arrow_forward: '▶️',
  bulb: '💡',
  wastebasket: '🗑️',
  double_vertical_bar: '⏸️',
  electric_plug: '🔌',
  grey_question: '❔',
  hourglass: '⌛',
  hourglass_flowing_sand: '⏳',
  inbox_tray: '📥',
  information_source: 'ℹ️',
  key: '🔑',
  large_green_circle: '🟢',
  large_yellow_circle: '🟡',
  red_circle: '🔴',
  mag: '🔍',
  memo: '📝',
  no_entry_sign: '🚫',
  page_facing_up: '📄',
  receipt: '🧾',
  repeat: '🔁',
  sparkles: '✨',
  warning: '⚠️',
  white_check_mark: '✅',
  x: '❌',
  heavy_check_mark: '✔️',
  lock: '🔒',
  bell: '🔔',
  calendar: '📅',
  link: '🔗',
  gear: '⚙️',
  rocket: '🚀',
  tada: '🎉',
  eyes: '👀',
  pause_button: '⏸️',
  black_circle: '⚫',
  white_circle: '⚪',
  envelope: '✉️',
  moneybag: '💰',
  chart_with_upwards_trend: '📈',
  hammer_and_wrench: '🛠️',
  zap: '⚡',
  clock3: '🕒',
};

export function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Slack's three escapes back to characters (then escaped again for HTML by the caller). */
function unescapeSlack(text) {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function emoji(html) {
  return html.replace(/:([a-z0-9_+-]+):/g, (all, name) =>
    EMOJI[name] ? `<span class="emoji" title=":${name}:">${EMOJI[name]}</span>` : all,
  );
}

const ORDINAL = (n) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
};

function parts(date, tz, options) {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: tz, ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

function dayKey(date, tz) {
  const p = parts(date, tz, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** `<!date^SECONDS^FORMAT|fallback>` in the reader's timezone, as Slack documents the tokens. */
export function formatDateToken(seconds, format, tz) {
  const date = new Date(seconds * 1000);
  const p = parts(date, tz, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  const short = parts(date, tz, { month: 'short' }).month;
  const day = Number(p.day);
  const relative = () => {
    const today = dayKey(new Date(), tz);
    const yesterday = dayKey(new Date(Date.now() - 86_400_000), tz);
    const tomorrow = dayKey(new Date(Date.now() + 86_400_000), tz);
    const key = dayKey(date, tz);
    if (key === today) return 'Today';
    if (key === yesterday) return 'Yesterday';
    if (key === tomorrow) return 'Tomorrow';
    return undefined;
  };
  const ago = () => {
    const diff = Math.round((Date.now() - date.getTime()) / 1000);
    const abs = Math.abs(diff);
    const [n, unit] =
      abs < 60
        ? [abs, 'second']
        : abs < 3600
          ? [Math.round(abs / 60), 'minute']
          : abs < 86400
            ? [Math.round(abs / 3600), 'hour']
            : [Math.round(abs / 86400), 'day'];
    const words = `${n} ${unit}${n === 1 ? '' : 's'}`;
    return diff >= 0 ? `${words} ago` : `in ${words}`;
  };
  const tokens = {
    date_num: dayKey(date, tz),
    date: `${p.month} ${ORDINAL(day)}, ${p.year}`,
    date_short: `${short} ${day}, ${p.year}`,
    date_long: `${p.weekday}, ${p.month} ${ORDINAL(day)}, ${p.year}`,
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    time_secs: `${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`,
    ago: ago(),
  };
  tokens.date_pretty = relative() ?? tokens.date;
  tokens.date_short_pretty = relative() ?? tokens.date_short;
  tokens.date_long_pretty = relative() ?? tokens.date_long;
  return format.replace(/\{(\w+)\}/g, (all, name) => tokens[name] ?? all);
}

function controlSequence(inner, ctx) {
  const [target, ...labelParts] = inner.split('|');
  const label = labelParts.join('|');
  if (target.startsWith('@')) {
    const id = target.slice(1);
    const user = ctx.users?.[id];
    return `<span class="mention" data-user="${escapeHtml(id)}">@${escapeHtml(user ? user.real_name : label || id)}</span>`;
  }
  if (target.startsWith('#')) {
    const id = target.slice(1);
    const channel = ctx.channels?.[id];
    const name = channel ? channel.name : label || id;
    return `<span class="mention channel-mention">#${escapeHtml(name)}</span>`;
  }
  if (target.startsWith('!date^')) {
    const [, seconds, format] = target.split('^');
    const text = formatDateToken(Number(seconds), format ?? '', ctx.tz ?? 'UTC');
    return `<time class="date-token" title="${escapeHtml(label)}">${escapeHtml(text)}</time>`;
  }
  if (target.startsWith('!subteam^'))
    return `<span class="mention">@${escapeHtml(label || 'group')}</span>`;
  if (target.startsWith('!')) {
    return `<span class="mention special">@${escapeHtml(target.slice(1).split('^')[0])}</span>`;
  }
  const href = unescapeSlack(target);
  const text = label ? unescapeSlack(label) : href;
  const safe = /^(https?:|mailto:)/i.test(href) ? href : '#';
  return `<a href="${escapeHtml(safe)}" target="_blank" rel="noreferrer noopener">${escapeHtml(text)}</a>`;
}

// Formatting markers need a boundary outside and no space just inside, as in Slack.
const STYLE = [
  [/(^|[\s([{"'.,;:!?-])\*(?!\s)([^*\n]+?)(?<!\s)\*(?=$|[\s)\]}"'.,;:!?-])/g, 'b'],
  [/(^|[\s([{"'.,;:!?-])_(?!\s)([^_\n]+?)(?<!\s)_(?=$|[\s)\]}"'.,;:!?-])/g, 'i'],
  [/(^|[\s([{"'.,;:!?-])~(?!\s)([^~\n]+?)(?<!\s)~(?=$|[\s)\]}"'.,;:!?-])/g, 's'],
];

/** mrkdwn → HTML. `ctx`: { users, channels, tz } for mentions and date tokens. */
export function mrkdwn(text, ctx = {}) {
  const stash = [];
  const keep = (html) => `\uE000${stash.push(html) - 1}\uE000`;
  let s = String(text ?? '');
  s = s.replace(/```([\s\S]*?)```/g, (_, code) =>
    keep(`<pre class="pre">${escapeHtml(unescapeSlack(code.replace(/^\n/, '')))}</pre>`),
  );
  s = s.replace(/`([^`\n]+)`/g, (_, code) =>
    keep(`<code>${escapeHtml(unescapeSlack(code))}</code>`),
  );
  s = s.replace(/<([^<>\s][^<>]*)>/g, (_, inner) => keep(controlSequence(inner, ctx)));
  s = escapeHtml(unescapeSlack(s));
  for (let round = 0; round < 2; round++) {
    for (const [pattern, tag] of STYLE) s = s.replace(pattern, `$1<${tag}>$2</${tag}>`);
  }
  s = emoji(s);
  const lines = s.split('\n');
  const out = [];
  let quote = [];
  const flush = () => {
    if (quote.length) out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
    quote = [];
  };
  for (const line of lines) {
    const q = /^&gt;\s?(.*)$/.exec(line);
    if (q) quote.push(q[1]);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  s = out
    .join('\n')
    .replace(/\n/g, '<br>')
    .replace(/<\/blockquote><br>/g, '</blockquote>');
  return s.replace(/\uE000(\d+)\uE000/g, (_, i) => stash[Number(i)]);
}

/** A text object (plain_text or mrkdwn) → HTML. */
export function textObject(obj, ctx = {}) {
  if (!obj) return '';
  if (typeof obj === 'string') return escapeHtml(obj);
  if (obj.type === 'mrkdwn') return mrkdwn(obj.text, ctx);
  const html = escapeHtml(obj.text ?? '');
  return obj.emoji === false ? html : emoji(html);
}

/** A text object as plain text (for option labels in native controls). */
export function plainText(obj) {
  if (!obj) return '';
  const text = typeof obj === 'string' ? obj : (obj.text ?? '');
  return text.replace(/:([a-z0-9_+-]+):/g, (all, name) => EMOJI[name] ?? all);
}
