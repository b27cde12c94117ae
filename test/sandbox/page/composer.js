// The composer: Enter sends, and `@` / `#` offer people and channels as Slack does. What is sent
// carries Slack's mention syntax (`<@U…>`, `<#C…|name>`), for picked names and for typed names
// that exactly match someone or a channel, so `/enlivy access grant @bob editor` works as typed.
import { h } from './dom.js';

const NAME = '[a-z0-9][a-z0-9._-]*';
/** The `@bo` or `#fin` being typed just before the caret. */
const TYPING = /(^|[\s(])([@#])([a-z0-9._-]*)$/i;
/** Every `@name` / `#name` standing alone as a word (not inside an address such as a@b.c). */
const WRITTEN = new RegExp(`(^|[\\s(])([@#])(${NAME})`, 'gi');
const MAX_OPTIONS = 8;

/** People and channels the page may mention: `{ users: [{id, name, realName}], channels: [{id, name}] }`. */
export function mentionDirectory(session, conversations) {
  const users = Object.entries(session.users)
    .filter(([, u]) => !u.is_bot)
    .map(([id, u]) => ({ id, name: u.name, realName: u.real_name ?? u.name }));
  // Public channels, and the private ones this person is in (as Slack offers them).
  const mine = new Set(conversations.map((c) => c.id));
  const channels = Object.entries(session.channels)
    .filter(([id, c]) => !c.isPrivate || mine.has(id))
    .map(([id, c]) => ({ id, name: c.name }));
  return { users, channels };
}

function exactly(list, name) {
  const lower = name.toLowerCase();
  return list.find((item) => item.name.toLowerCase() === lower);
}

/** The known one a written name means; trailing punctuation ("@bob.", "#finance-") is not part of it. */
function known(list, written) {
  const found = exactly(list, written);
  if (found) return { item: found, rest: '' };
  const bare = written.replace(/[._-]+$/, '');
  const trimmed = bare && bare !== written ? exactly(list, bare) : undefined;
  return trimmed ? { item: trimmed, rest: written.slice(bare.length) } : undefined;
}

/** The text as Slack sends it: known `@name` → `<@U…>`, known `#name` → `<#C…|name>`. */
export function withMentions(text, directory) {
  return text.replace(WRITTEN, (whole, before, sigil, written) => {
    const match = known(sigil === '@' ? directory.users : directory.channels, written);
    if (!match) return whole;
    const token = sigil === '@' ? `<@${match.item.id}>` : `<#${match.item.id}|${match.item.name}>`;
    return `${before}${token}${match.rest}`;
  });
}

/** What `@query` / `#query` offers: names (or a word of a person's full name) starting with it. */
export function suggestions(sigil, query, directory) {
  const q = query.toLowerCase();
  const starts = (word) => word.toLowerCase().startsWith(q);
  if (sigil === '@') {
    return directory.users
      .filter((u) => starts(u.name) || u.realName.split(/\s+/).some(starts))
      .slice(0, MAX_OPTIONS)
      .map((u) => ({ insert: `@${u.name}`, label: u.realName, detail: `@${u.name}` }));
  }
  return directory.channels
    .filter((c) => starts(c.name) || c.name.split(/[-_.]/).some(starts))
    .slice(0, MAX_OPTIONS)
    .map((c) => ({ insert: `#${c.name}`, label: `# ${c.name}`, detail: '' }));
}

/**
 * Wires the composer: `directory()` gives what may be mentioned now, `send(text)` sends. The
 * menu opens above the composer while a `@` / `#` word is typed; ↑ ↓ move, Enter or Tab picks,
 * Escape closes; a click picks too.
 */
export function wireComposer(textarea, { directory, send }) {
  const wrap = textarea.parentElement;
  let menu = null;
  let options = [];
  let active = 0;
  let typing = null;

  const close = () => {
    menu?.remove();
    menu = null;
    options = [];
    typing = null;
  };

  const pick = (option) => {
    const caret = textarea.selectionStart;
    const start = caret - typing.sigil.length - typing.query.length;
    const after = textarea.value.slice(caret);
    const spacer = after.startsWith(' ') ? '' : ' ';
    textarea.value = `${textarea.value.slice(0, start)}${option.insert}${spacer}${after}`;
    const at = start + option.insert.length + 1;
    textarea.setSelectionRange(at, at);
    close();
    textarea.focus();
  };

  const draw = () => {
    const items = options.map((option, i) =>
      h(
        'div',
        {
          class: i === active ? 'mention-option active' : 'mention-option',
          role: 'option',
          'data-insert': option.insert,
          onmousedown: (event) => {
            event.preventDefault();
            pick(option);
          },
        },
        h('span', {}, option.label),
        option.detail ? h('span', { class: 'mention-detail' }, option.detail) : null,
      ),
    );
    if (!menu) {
      menu = h('div', { class: 'mention-menu', role: 'listbox' });
      wrap.append(menu);
    }
    menu.replaceChildren(...items);
  };

  const update = () => {
    const before = textarea.value.slice(0, textarea.selectionStart);
    const found = TYPING.exec(before);
    if (!found || textarea.selectionStart !== textarea.selectionEnd) return close();
    typing = { sigil: found[2], query: found[3] };
    options = suggestions(typing.sigil, typing.query, directory());
    if (options.length === 0) return close();
    active = Math.min(active, options.length - 1);
    draw();
  };

  textarea.addEventListener('input', () => {
    active = 0;
    update();
  });
  textarea.addEventListener('click', update);
  textarea.addEventListener('blur', close);
  textarea.addEventListener('keydown', async (event) => {
    if (menu) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        active = (active + step + options.length) % options.length;
        draw();
        return;
      }
      // Enter on a name typed in full sends, as picking it would change nothing.
      const complete =
        event.key === 'Enter' &&
        `${typing.sigil}${typing.query}`.toLowerCase() === options[active].insert.toLowerCase();
      if ((event.key === 'Enter' && !complete) || event.key === 'Tab') {
        event.preventDefault();
        pick(options[active]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    const text = textarea.value.trim();
    if (!text) return;
    textarea.value = '';
    close();
    await send(withMentions(text, directory()));
  });
}
