/**
 * What every reply passes through before Slack sees it, whoever wrote it (the interpreter, a
 * model, text from Enlivy inside either): no broadcast mention (`<!channel>`, `<!here>`,
 * `<!everyone>`, `<!subteam^…>`, nor a bare `@channel` / `@here` / `@everyone`), which a reply
 * must never send. A zero-width joiner keeps the words readable and inert.
 */
export function withoutBroadcasts(text: string): string {
  return text
    .replace(/<(\s*)!/g, '<\u2060$1!')
    .replace(/@(channel|here|everyone)\b/gi, '@\u2060$1');
}

/**
 * Text from Enlivy (a name, an event) inside a markdown reply, shown as typed: markdown's own
 * characters escaped, and `<`, `>`, `&` as entities so no Slack control sequence can form.
 */
export function markdownLiteral(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_~[\]#|])/g, '\\$1');
}
