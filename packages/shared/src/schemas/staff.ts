/** Branch staff sign-in with Google (docs/product.md#branch-staff-sign-in /login/google). */
import * as z from 'zod/mini';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { PushTokenSchema } from './push';

export const GoogleLoginRequestSchema = z.object({
  token: SessionTokenSchema,
  google_token: described(z.string().check(z.minLength(10), z.maxLength(4096)), 'ID token de Google (JWT)'),
  firebase_token: PushTokenSchema,
  google_name: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  google_picture: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequestSchema>;

export const StaffBranchSchema = z.object({ BRANCH: z.string(), NAME: z.string() });
export type StaffBranch = z.infer<typeof StaffBranchSchema>;

export const GoogleLoginResponseSchema = z.object({
  ok: OkSchema,
  branch: StaffBranchSchema,
  branchToken: described(z.string(), 'Token de sucursal: ligado a la sesión y a la sucursal'),
});
export type GoogleLoginResponse = z.infer<typeof GoogleLoginResponseSchema>;

export const DevIdpTokenRequestSchema = z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)) });
export const DevIdpTokenResponseSchema = z.object({ ok: OkSchema, id_token: z.string() });
export const DevIdpAccountsResponseSchema = z.object({
  ok: OkSchema,
  accounts: z.array(z.object({ email: z.string(), name: z.string(), branch: z.string() })),
});

/** How `login_branch` signs in: Google Identity Services with this client, or the demo stand-in. */
export const GoogleConfigResponseSchema = z.object({
  ok: OkSchema,
  CLIENT_ID: described(z.string(), 'ID de cliente OAuth de Google Identity Services'),
  DEMO: described(z.boolean(), 'true: el servidor usa el sustituto local de Google (modo demostración)'),
});
export type GoogleConfigResponse = z.infer<typeof GoogleConfigResponseSchema>;

/** Ends the branch sign-in of this session (the person stays signed in with their phone). */
export const BranchLogoutRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
});
