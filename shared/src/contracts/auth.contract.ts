import * as z from 'zod';

/** Longest login code or password we accept; anything longer is refused before reaching Cognito. */
const MAX_CREDENTIAL = 256;

/** Body of `POST user/authenticate` and `POST user/authenticateCustomer` (000 §7.1, §5). */
export const CredentialsSchema = z.object({
  employeeCode: z
    .string({ error: 'Please input login code.' })
    .trim()
    .min(1, 'Please input login code.')
    .max(MAX_CREDENTIAL, `Login code must be at most ${MAX_CREDENTIAL} characters.`),
  password: z
    .string({ error: 'Please input password.' })
    .min(1, 'Please input password.')
    .max(MAX_CREDENTIAL, `Password must be at most ${MAX_CREDENTIAL} characters.`),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** Tokens returned by sign-in and refresh: `token` is the Cognito ID token the SPA decodes (000 §3.1). */
export const TokensSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
});
export type Tokens = z.infer<typeof TokensSchema>;

/** Body of `POST user/refresh`. The (possibly expired) token tells whose refresh token this is. */
export const RefreshSchema = z.object({
  token: z.string({ error: 'token is required.' }).min(1, 'token is required.').max(8192, 'token is too long.'),
  refreshToken: z
    .string({ error: 'refreshToken is required.' })
    .min(1, 'refreshToken is required.')
    .max(8192, 'refreshToken is too long.'),
});
export type Refresh = z.infer<typeof RefreshSchema>;

/** Claims the SPA reads from `token` (000 §3.1). `role` is one value or a list. */
export const SessionClaimsSchema = z.object({
  role: z.union([z.string(), z.array(z.string())]).optional(),
  family_name: z.string().optional(),
  given_name: z.string().optional(),
  unique_name: z.string().optional(),
  exp: z.number(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

/** `GET info`: the server's version, shown in the SPA's version tooltip (000 §2.3). */
export const InfoSchema = z.object({
  version: z.string(),
  name: z.string(),
  /** Ours (brief E2): the company's counter e-mail domains, for the composer's Counter Email? filter; none: no filter. */
  counterEmailDomains: z.array(z.string()).optional(),
});
export type Info = z.infer<typeof InfoSchema>;
