export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { viewer: 0, editor: 1, admin: 2 };

export function roleAllows(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

export const ROLE_WORDS: Record<Role, string> = {
  viewer: 'viewer',
  editor: 'editor',
  admin: 'admin',
};
