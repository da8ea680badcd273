/** What the policies read of a session: who it is, its access list and the branch its branch token opens. */
export interface Actor {
  accountId: number;
  access: readonly string[];
  branch?: { branch: string };
}

/** True when the session's access list holds any of these names. */
export const hasAnyAccess = (actor: Pick<Actor, 'access'>, names: readonly string[]): boolean =>
  names.some((name) => actor.access.includes(name));
