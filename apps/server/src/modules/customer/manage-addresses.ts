import { MAX_ADDRESSES } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { Address, AddressSaveRequest } from '@mostrador/shared/schemas/customer';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { addressValues, presentAddress } from './presenter';
import type { CustomerQueries, CustomerRepository } from './repository';

/** The customer's own addresses (at most MAX_ADDRESSES, exactly one default while there are any). */
export function createManageAddresses(repo: CustomerRepository) {
  /** Address changes run one at a time per customer, and answer the whole list afterwards. */
  const changeAddresses = async (
    session: Session,
    change: (r: CustomerQueries, accountId: number) => Promise<void>,
  ): Promise<Address[]> => {
    const { accountId } = session;
    return repo.transaction(async (r) => {
      await r.lockAccount(accountId);
      await change(r, accountId);
      return (await r.listAddresses(accountId)).map(presentAddress);
    });
  };
  const notFound = () => new AppError(t('addresses.notFound'), 404);

  return {
    listAddresses: async (session: Session): Promise<Address[]> => {
      return (await repo.listAddresses(session.accountId)).map(presentAddress);
    },

    /** Without ID adds one (the first becomes the default); with ID edits the customer's own. */
    saveAddress: (session: Session, req: Omit<AddressSaveRequest, 'token'>) =>
      changeAddresses(session, async (r, accountId) => {
        const values = addressValues(req);
        if (req.ID === undefined) {
          const count = await r.countAddresses(accountId);
          if (count >= MAX_ADDRESSES) throw new AppError(t('addresses.limit', { max: MAX_ADDRESSES }), 400);
          if (values.isDefault) await r.clearDefault(accountId);
          await r.insertAddress(accountId, { ...values, isDefault: values.isDefault || count === 0 });
          return;
        }
        const current = (await r.listAddresses(accountId)).find((a) => a.id === req.ID);
        if (!current) throw notFound();
        // Unticking the default on the default address keeps it: someone must be the default.
        const isDefault = values.isDefault || current.isDefault;
        if (isDefault) await r.clearDefault(accountId, req.ID);
        await r.updateAddress(accountId, req.ID, { ...values, isDefault });
      }),

    deleteAddress: (session: Session, id: number) =>
      changeAddresses(session, async (r, accountId) => {
        const deleted = await r.deleteAddress(accountId, id);
        if (!deleted) throw notFound();
        if (deleted.isDefault) await r.promoteNewestAddress(accountId);
      }),

    setDefaultAddress: (session: Session, id: number) =>
      changeAddresses(session, async (r, accountId) => {
        await r.clearDefault(accountId, id);
        if (!(await r.setDefault(accountId, id))) throw notFound();
      }),
  };
}
