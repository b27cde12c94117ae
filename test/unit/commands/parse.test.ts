import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  parseChannelMention,
  parseCommand,
  parseUserMention,
  tokenize,
} from '../../../src/core/parse.js';

describe('tokenize', () => {
  it('splits on whitespace and keeps quoted names together', () => {
    expect(tokenize('pause "AR alerts"  now')).toEqual(['pause', 'AR alerts', 'now']);
    expect(tokenize('pause \u201cAR alerts\u201d')).toEqual(['pause', 'AR alerts']);
    expect(tokenize("test 'Ops hook' invoice.paid")).toEqual(['test', 'Ops hook', 'invoice.paid']);
  });
  it('keeps apostrophes inside words and tolerates an unclosed quote', () => {
    expect(tokenize("search o'brien")).toEqual(['search', "o'brien"]);
    expect(tokenize('pause "AR alerts')).toEqual(['pause', 'AR alerts']);
    expect(tokenize('   ')).toEqual([]);
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
