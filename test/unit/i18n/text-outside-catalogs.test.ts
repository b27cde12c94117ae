import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a user reads comes from the copy catalogs. The pseudo-locale tests render views;
 * this check reads the source of src/ (its TypeScript syntax tree) for the error paths views do
 * not cover: text written in place where a message is built for a person —
 * `new AppError(code, 'A sentence', { hint, title, fields })`, `reconciledWrite({ notChanged,
 * unknown, howToCheck })`, and `respond`/`postMessage`/`ack`… with `{ text: 'A sentence' }`.
 * Log lines (`logger.warn(…, 'a sentence')`) and ids (no spaces) are not a person's reading; an
 * AppError carrying `copy` keys says its words from the `common` catalog (its message is for
 * logs only).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Two words of letters: a sentence someone reads, not an id, a key or a format. */
const WORDS = /\p{L}{2,}[ \u00a0]+\p{L}{2,}/u;

/** Calls whose object argument's `text` (and `errors`) a person reads. */
const SENDERS = new Set([
  'respond',
  'postMessage',
  'postEphemeral',
  'update',
  'updateMessage',
  'ack',
  'say',
  'publishHome',
  'open',
  'push',
]);
const APP_ERROR_TEXT_FIELDS = new Set(['hint', 'title', 'fields']);
const RECONCILE_TEXT_FIELDS = new Set(['notChanged', 'unknown', 'howToCheck']);
const SENT_TEXT_FIELDS = new Set(['text', 'errors']);

interface Finding {
  file: string;
  line: number;
  where: string;
  text: string;
}

/** The words written in place in `node`: a string, a template's fixed parts, a concatenation. */
function writtenText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return [writtenText(node.left), writtenText(node.right)].filter(Boolean).join(' ');
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return writtenText(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [writtenText(node.whenTrue), writtenText(node.whenFalse)].filter(Boolean).join(' ');
  }
  return undefined;
}

function calledName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The values of `fields` of an object literal, and of object literals nested in them. */
function textFields(
  object: ts.ObjectLiteralExpression,
  fields: ReadonlySet<string>,
): Array<[string, ts.Expression]> {
  const found: Array<[string, ts.Expression]> = [];
  for (const property of object.properties) {
    const name = propertyName(property);
    if (name === undefined || !fields.has(name) || !ts.isPropertyAssignment(property)) continue;
    const value = property.initializer;
    if (ts.isObjectLiteralExpression(value)) {
      // `fields: { name: '…' }`, `errors: { block: '…' }`: every value is read.
      for (const inner of value.properties) {
        if (ts.isPropertyAssignment(inner)) found.push([name, inner.initializer]);
      }
    } else {
      found.push([name, value]);
    }
  }
  return found;
}

function hasProperty(object: ts.Expression | undefined, name: string): boolean {
  if (object === undefined) return false;
  if (ts.isConditionalExpression(object)) {
    return hasProperty(object.whenTrue, name) && hasProperty(object.whenFalse, name);
  }
  return (
    ts.isObjectLiteralExpression(object) &&
    object.properties.some((property) => propertyName(property) === name)
  );
}

/**
 * Whether `toUserError` says this AppError from the catalog whatever its message: it carries
 * `copy` keys, it is `internal` (said as "something went wrong"), or it is a role refusal naming
 * both roles.
 */
function saidFromCatalog(code: ts.Expression | undefined, details: ts.Expression | undefined) {
  const literal = code !== undefined && ts.isStringLiteral(code) ? code.text : undefined;
  if (literal === 'internal') return true;
  if (literal === 'forbidden_role') {
    return hasProperty(details, 'requiredRole') && hasProperty(details, 'currentRole');
  }
  return hasProperty(details, 'copy');
}

/** Text built outside the catalogs in `source` (the text of one file). */
function textOutsideCatalogs(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const report = (node: ts.Node, where: string) => {
    const text = writtenText(node);
    if (text === undefined || !WORDS.test(text)) return;
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    findings.push({ file, line, where, text: node.getText(tree) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && calledName(node) === 'AppError') {
      const [code, message, details] = node.arguments ?? [];
      if (message !== undefined && !saidFromCatalog(code, details)) report(message, 'AppError');
      if (details !== undefined && ts.isObjectLiteralExpression(details)) {
        for (const [name, value] of textFields(details, APP_ERROR_TEXT_FIELDS)) {
          report(value, `AppError ${name}`);
        }
      }
    }
    if (ts.isCallExpression(node)) {
      const name = calledName(node);
      const [first] = node.arguments;
      if (
        name === 'reconciledWrite' &&
        first !== undefined &&
        ts.isObjectLiteralExpression(first)
      ) {
        for (const [field, value] of textFields(first, RECONCILE_TEXT_FIELDS)) {
          report(value, `reconciledWrite ${field}`);
        }
      }
      if (name !== undefined && SENDERS.has(name)) {
        for (const argument of node.arguments) {
          if (!ts.isObjectLiteralExpression(argument)) continue;
          for (const [field, value] of textFields(argument, SENT_TEXT_FIELDS)) {
            report(value, `${name} ${field}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('text outside the catalogs', () => {
  it('finds English built in place for a person in error paths (the old pausing/active.ts)', () => {
    // What src/features/pausing/active.ts did before its words moved to the pausing catalogs.
    const before = `
      const updated = await reconciledWrite({
        write: () => api.destinations.update(orgId, current.id, { is_active: active }, { idempotencyKey }),
        readBack: async () => undefined,
        notChanged: \`\${name} was not \${verb}: Enlivy still shows it \${active ? 'paused' : 'active'}.\`,
        unknown: \`It is not known whether \${name} was \${verb}: Enlivy did not answer clearly.\`,
        howToCheck: 'Check its state with \`/enlivy list\` before trying again.',
      });
      throw new AppError('bad_input', 'That menu choice is not one the app offers.', {
        hint: say('menu.badChoice.hint'),
      });
      await request.ui.respond({ text: 'Nothing to pause here.' });
      await ack({ response_action: 'errors', errors: { name: 'A name is needed.' } });
    `;
    const found = textOutsideCatalogs('active.ts', before).map((f) => f.where);
    expect(found).toEqual([
      'reconciledWrite notChanged',
      'reconciledWrite unknown',
      'reconciledWrite howToCheck',
      'AppError',
      'respond text',
      'ack errors',
    ]);
  });

  it('lets log lines, ids, catalog keys and AppErrors with copy keys through', () => {
    const fine = `
      logger.warn({ err }, 'timed pause: its receipt could not be updated');
      throw new AppError('bad_input', 'Someone else is changing this right now.', {
        copy: { message: 'error.changing.message', hint: 'error.changing.hint' },
      });
      throw new AppError('bad_input', say('menu.badChoice'), { hint: say('menu.badChoice.hint') });
      await respond({ text: say('ask.done'), blocks: [context(':white_check_mark:')] });
      await ack({ response_action: 'errors', errors: { [DESTINATION_FORM.block.name]: message } });
      throw new Error('The failure watch is not set up');
      throw new AppError('internal', 'No Enlivy OAuth settings to revoke the grant with');
      throw new AppError('forbidden_role', \`\${what} needs the \${needed} role\`, {
        requiredRole: needed,
        currentRole: role,
      });
    `;
    expect(textOutsideCatalogs('fine.ts', fine)).toEqual([]);
  });

  it('finds none in src/', () => {
    const findings = sourceFiles(path.join(ROOT, 'src'))
      .filter((file) => !/[/\\]copy[/\\]/.test(file))
      .flatMap((file) => textOutsideCatalogs(path.relative(ROOT, file), readFileSync(file, 'utf8')))
      .map((f) => `${f.file}:${f.line} ${f.where}: ${f.text}`);
    expect(findings).toEqual([]);
  }, 60_000); // parsing every file of src/ takes seconds on a loaded 2-core machine
});
