import { describe, expect, it } from 'vitest';
import { installationKey, oneTimeKey, workspaceKey } from '../../../src/store/keys.js';

describe('workspaceKey', () => {
  it('uses enterprise and team ids, - when absent', () => {
    expect(workspaceKey({ teamId: 'T1' })).toBe('E:-:T:T1');
    expect(workspaceKey({ enterpriseId: 'E1', teamId: 'T1' })).toBe('E:E1:T:T1');
    expect(workspaceKey({ enterpriseId: 'E1', teamId: 'T1', isEnterpriseInstall: false })).toBe(
      'E:E1:T:T1',
    );
  });

  it('an org-wide install is the enterprise: the team is ignored', () => {
    expect(workspaceKey({ enterpriseId: 'E1', teamId: 'T9', isEnterpriseInstall: true })).toBe(
      'E:E1:T:-',
    );
    expect(workspaceKey({ enterpriseId: 'E1', isEnterpriseInstall: true })).toBe('E:E1:T:-');
  });

  it('refuses refs without ids and ids that could break the key', () => {
    expect(() => workspaceKey({})).toThrow();
    expect(() => workspaceKey({ isEnterpriseInstall: true, teamId: 'T1' })).toThrow();
    expect(() => workspaceKey({ teamId: 'T1:E:x' })).toThrow();
  });
});

describe('installationKey', () => {
  it("follows Slack's rule: enterprise id for org installs, else team id", () => {
    expect(installationKey({ teamId: 'T1', enterpriseId: 'E1' })).toBe('installation:T:T1');
    expect(installationKey({ teamId: 'T1', enterpriseId: 'E1', isEnterpriseInstall: true })).toBe(
      'installation:E:E1',
    );
    expect(() => installationKey({ enterpriseId: 'E1' })).toThrow();
  });
});

describe('oneTimeKey', () => {
  it('stores a hash, not the nonce', () => {
    const key = oneTimeKey('nonce-value');
    expect(key).toMatch(/^once:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('nonce-value');
  });
});
