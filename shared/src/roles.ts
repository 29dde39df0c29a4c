import * as z from 'zod';

/** The seven roles of Shelfline (docs/decisions.md#roles: helper, HR-restricted, CRM access are worker flags, not roles). */
export const ROLES = ['admin', 'accountManager', 'supervisor', 'merchandiser', 'customer', 'crmUser', 'hr'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Every role that signs in as staff or field worker (everyone but customers). */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'customer');

const byLowerCase = new Map<string, Role>(ROLES.map((r) => [r.toLowerCase(), r]));

/**
 * Reads the `role` claim into a list of known roles.
 *
 * The claim arrives in several shapes: a single string (`"admin"`), a JSON array from the ID token
 * (`["admin","hr"]`), or the `"[admin hr]"` string that API Gateway's JWT authorizer makes of an array
 * claim. Some screens of the original system also wrote roles capitalised (`Admin`, `CrmUser`, `HR`).
 * Unknown values are dropped rather than trusted.
 */
export function normalizeRoles(claim: unknown): Role[] {
  const raw: unknown[] = Array.isArray(claim) ? claim : typeof claim === 'string' ? splitRoleString(claim) : [];
  const roles = new Set<Role>();
  for (const value of raw) {
    const role = typeof value === 'string' ? byLowerCase.get(value.trim().toLowerCase()) : undefined;
    if (role) roles.add(role);
  }
  return [...roles];
}

function splitRoleString(value: string): unknown[] {
  const text = value.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // API Gateway's "[a b]" form is not JSON: fall through to splitting on spaces and commas.
    }
    return text
      .slice(1, -1)
      .split(/[\s,]+/)
      .filter(Boolean);
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

/** True when the user holds at least one of the allowed roles; `allowed` empty means any signed-in role. */
export function hasAnyRole(userRoles: readonly Role[], allowed: readonly Role[]): boolean {
  if (userRoles.length === 0) return false;
  if (allowed.length === 0) return true;
  return userRoles.some((r) => allowed.includes(r));
}
