import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  editDistance,
  parseChannelMention,
  parseCommand,
  parseUserMention,
  tokenize,
} from '../../../src/core/parse.js';
import { appCommands } from '../../commands.js';

describe('tokenize', () => {
  it('splits on whitespace and keeps quoted names together', () => {
    expect(tokenize('pause "AR alerts"  now')).toEqual(['pause', 'AR alerts', 'now']);
    expect(tokenize('pause \u201cAR alerts\u201d')).toEqual(['pause', 'AR alerts']);
    // Romanian typography: „…”.
    expect(tokenize('pause \u201eAR alerts\u201d')).toEqual(['pause', 'AR alerts']);
    expect(tokenize("test 'Ops hook' invoice.paid")).toEqual(['test', 'Ops hook', 'invoice.paid']);
  });
  it('keeps apostrophes inside words and tolerates an unclosed quote', () => {
    expect(tokenize("search o'brien")).toEqual(['search', "o'brien"]);
    expect(tokenize('pause "AR alerts')).toEqual(['pause', 'AR alerts']);
    expect(tokenize('   ')).toEqual([]);
  });
  it('keeps empty quotes as an empty word (a name left blank, not no name)', () => {
    expect(tokenize('pause ""')).toEqual(['pause', '']);
    expect(tokenize("pause ' '")).toEqual(['pause', ' ']);
    expect(tokenize('pause \u201c\u201d')).toEqual(['pause', '']);
    expect(tokenize('pause \u201e\u201d for 2h')).toEqual(['pause', '', 'for', '2h']);
  });
});

describe('parseCommand', () => {
  it('lowercases the subcommand and keeps the arguments as typed', () => {
    expect(parseCommand('  PAUSE  Finance ')).toEqual({
      name: 'pause',
      args: ['Finance'],
      raw: 'PAUSE  Finance',
    });
    expect(parseCommand('')).toEqual({ name: '', args: [], raw: '' });
  });
});

describe('mentions', () => {
  it('reads escaped user and channel mentions', () => {
    expect(parseUserMention('<@U123ABC|ana>')).toBe('U123ABC');
    expect(parseUserMention('<@W42>')).toBe('W42');
    expect(parseUserMention('@ana')).toBeUndefined();
    expect(parseChannelMention('<#C0FIN|finance>')).toBe('C0FIN');
    expect(parseChannelMention('#finance')).toBeUndefined();
  });
});

describe('didYouMean', () => {
  const names = ['help', 'status', 'connect', 'disconnect', 'access', 'subscribe', 'deliveries'];
  it('finds close typos and unique prefixes', () => {
    expect(didYouMean('statsu', names)).toBe('status');
    expect(didYouMean('conect', names)).toBe('connect');
    expect(didYouMean('deliv', names)).toBe('deliveries');
    expect(didYouMean('subscirbe', names)).toBe('subscribe');
  });
  it('offers nothing for words that are not close', () => {
    expect(didYouMean('banana', names)).toBeUndefined();
    expect(didYouMean('x', names)).toBeUndefined();
  });
  it('counts a swap of two neighbours as one typo, even in short words', () => {
    expect(didYouMean('lsit', ['list', 'edit', 'test'])).toBe('list');
    expect(didYouMean('hlep', names)).toBe('help');
    expect(didYouMean('acecss', names)).toBe('access');
  });
  it('takes a plural for its singular and back', () => {
    expect(didYouMean('delivery', names)).toBe('deliveries');
    expect(didYouMean('delivry', names)).toBe('deliveries');
    expect(didYouMean('invoices', ['invoice', 'search'])).toBe('invoice');
    expect(didYouMean('invoices.paid', ['invoice.paid', 'invoice.created'])).toBe('invoice.paid');
  });
  it('suggests the command an alias stands for', () => {
    expect(didYouMean('destinations', names, { destinations: 'list' })).toBe('list');
    expect(didYouMean('destination', names, { destinations: 'list' })).toBe('list');
  });
});

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('list', 'list')).toBe(0);
    expect(editDistance('lsit', 'list')).toBe(1);
    expect(editDistance('lits', 'list')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });
  it('does not edit a swapped pair again (OSA, not full Damerau–Levenshtein)', () => {
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});

const suggestCommand = (word: string) => appCommands().suggest(word);

describe('suggestCommand', () => {
  it('finds the command behind typos, plurals and other words for it', () => {
    expect(suggestCommand('lsit')).toBe('list');
    expect(suggestCommand('delivery')).toBe('deliveries');
    expect(suggestCommand('destinations')).toBe('list');
    expect(suggestCommand('destination')).toBe('list');
    expect(suggestCommand('invoices')).toBe('invoice');
    expect(suggestCommand('logs')).toBe('deliveries');
    expect(suggestCommand('alerts')).toBe('watch');
    expect(suggestCommand('wacth')).toBe('watch');
    expect(suggestCommand('xyzzy')).toBeUndefined();
  });
});

describe('parseCommand: Slack-escaped text', () => {
  it('unescapes what the user typed and keeps mentions as Slack sent them', () => {
    expect(parseCommand('pause R&amp;D &lt;alerts&gt;').args).toEqual(['R&D', '<alerts>']);
    expect(parseCommand('subscribe invoice.paid <#C1|fin&amp;ops>').args).toEqual([
      'invoice.paid',
      '<#C1|fin&amp;ops>',
    ]);
    expect(parseCommand('search &amp;amp;').args).toEqual(['&amp;']);
  });
});
