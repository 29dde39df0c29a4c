/**
 * The signed-in employee's id: the ID token's `custom:personId` (the API reads the same claim, common/caller.ts).
 * The session's claims schema keeps only what the shell shows, so this reads the claim from the token itself
 * (unverified, like every claim the SPA reads: the API checks the token and scopes a merchandiser itself).
 */
export function ownEmployeeId(token: string | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const id = Number(claims['custom:personId']);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
