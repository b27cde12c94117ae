/**
 * Reads the project's Dockerfile into stages of instructions, so the production-copy test runs
 * the steps the image build runs instead of a copy of them that could drift.
 */

export interface Instruction {
  keyword: string;
  /** `--name=value` flags (COPY --from, --chown). */
  flags: Record<string, string>;
  /** The rest of the line, continuations joined. */
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Joins `\` continuations, drops comments and blank lines, splits at FROM. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (pending === '' && /^\s*(#|$)/.test(line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(`${pending}${line.trim()}`);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = withFlags(keyword.toUpperCase(), rest);
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/);
      stages.push({
        from,
        ...(as?.toUpperCase() === 'AS' && name ? { name } : {}),
        instructions: [],
      });
      continue;
    }
    const stage = stages.at(-1);
    if (stage === undefined) throw new Error(`Dockerfile: ${keyword} before FROM`);
    stage.instructions.push(instruction);
  }
  return stages;
}

function withFlags(keyword: string, words: string[]): Instruction {
  const flags: Record<string, string> = {};
  let i = 0;
  for (; i < words.length; i++) {
    const match = /^--([a-z-]+)=(.*)$/.exec(words[i] ?? '');
    if (!match) break;
    flags[match[1] as string] = match[2] as string;
  }
  return { keyword, flags, args: words.slice(i).join(' ') };
}

/** `ENV A=1 B="two words"` → { A: '1', B: 'two words' }. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const match of args.matchAll(/([A-Z_][A-Z0-9_]*)=("([^"]*)"|\S*)/g)) {
      env[match[1] as string] = match[3] ?? (match[2] as string);
    }
  }
  return env;
}

/** The exec form of CMD or HEALTHCHECK ... CMD: a JSON array, or a shell string. */
export function commandOf(args: string): string[] {
  const text = args.replace(/^(--\S+\s+)*CMD\s+/, '');
  if (text.startsWith('[')) return JSON.parse(text) as string[];
  return ['/bin/sh', '-c', text];
}

/** COPY sources and destination: `COPY a b ./` → { sources: ['a', 'b'], dest: './' }. */
export function copyOf(instruction: Instruction): { sources: string[]; dest: string } {
  const words = instruction.args.split(/\s+/);
  return { sources: words.slice(0, -1), dest: words.at(-1) ?? '.' };
}
