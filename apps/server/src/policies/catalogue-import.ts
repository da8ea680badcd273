import { ACCESS } from '@mostrador/shared/constants/access';

/** An import job is its uploader's; an ADMIN may follow or resume anyone's. */
export const mayUseImportJob = (session: { accountId: number; access: readonly string[] }, job: { accountId: number }): boolean =>
  job.accountId === session.accountId || session.access.includes(ACCESS.ADMIN);
