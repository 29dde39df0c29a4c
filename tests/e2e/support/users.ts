import { DEMO_PASSWORD } from '../../support/local-stack.ts';

/** The seven demo users of the local stack, with the role column of `roles.tsv` each one has. */
export const DEMO_USERS = [
  { code: 'admin', role: 'admin', customer: false },
  { code: 'am', role: 'accountManager', customer: false },
  { code: 'sup', role: 'supervisor', customer: false },
  { code: 'merch', role: 'merchandiser', customer: false },
  { code: 'cust', role: 'customer', customer: true },
  { code: 'crm', role: 'crmUser', customer: false },
  { code: 'hr', role: 'hr', customer: false },
] as const;

export type DemoUser = (typeof DEMO_USERS)[number];

export { DEMO_PASSWORD };

export function demoUser(code: DemoUser['code']): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.code === code);
  if (!user) throw new Error(`No demo user ${code}`);
  return user;
}
