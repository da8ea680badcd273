/** Branch staff calls (docs/product.md#branch-monitor) carry the session token and the branch token in every body. */
export type StaffAuth = { token: string; branchToken: string };
