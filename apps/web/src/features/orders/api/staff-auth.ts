/** Branch staff calls (spec §7) carry the session token and the branch token in every body. */
export type StaffAuth = { token: string; branchToken: string };
