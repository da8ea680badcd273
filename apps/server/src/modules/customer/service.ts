import { MAX_ADDRESSES } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { Address, AddressSaveRequest, UpdateAccountRequest, User } from '@mostrador/shared/schemas/customer';
import { isCalendarDay } from '@mostrador/shared/validation/patterns';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from '../auth/login-throttle';
import { assertPasswordPolicy } from '../auth/service';
import type { SessionInfo, SessionsService } from '../auth/sessions-service';
import { addressValues, presentAddress, presentUser } from './presenter';
import { createCustomerRepository, type CustomerRepository } from './repository';

/** BIRTH as typed (YYYY/MM/DD) or as on the wire (YYYY-MM-DD) → a real past day, or null for ''. */
export function parseBirth(value: string, today: Date): string | null {
  if (value === '') return null;
  const [y, m, d] = value.split(/[-/]/).map(Number) as [number, number, number];
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isCalendarDay(y, m, d) || y < 1900 || iso > today.toISOString().slice(0, 10)) throw new AppError(t('validation.birth'), 400);
  return iso;
}

/** The signed-in customer's own data and addresses; every call starts from the session. */
export function createCustomerService(deps: { db: Database; sessions: SessionsService; throttle: LoginThrottle; clock: Clock }) {
  const { db, sessions, throttle, clock } = deps;
  const repo = createCustomerRepository(db);

  const sessionFor = async (token: string, phone?: string): Promise<SessionInfo> => {
    const info = await sessions.authenticate(token);
    if (phone !== undefined && info.phone !== phone) throw new AppError(t('auth.phoneMismatch'), 403);
    return info;
  };

  /** Address changes run one at a time per customer, and answer the whole list afterwards. */
  const changeAddresses = async (token: string, change: (r: CustomerRepository, accountId: number) => Promise<void>): Promise<Address[]> => {
    const { accountId } = await sessionFor(token);
    return db.transaction(async (tx) => {
      const r = createCustomerRepository(tx);
      await r.lockAccount(accountId);
      await change(r, accountId);
      return (await r.listAddresses(accountId)).map(presentAddress);
    });
  };
  const notFound = () => new AppError(t('addresses.notFound'), 404);

  return {
    async updateAccount(req: UpdateAccountRequest): Promise<User> {
      const { accountId } = await sessionFor(req.token, req.PHONE);
      const birth = parseBirth(req.BIRTH, clock.now());
      return presentUser(await repo.updateAccount(accountId, { name: req.NAME, email: req.EMAIL, birth, sex: req.SEX }));
    },

    /** Asks for the current password; the other devices are signed out afterwards. */
    async updatePassword(req: { token: string; PHONE: string; PASSWORD: string; CURRENT_PASSWORD: string }): Promise<User> {
      const info = await sessionFor(req.token, req.PHONE);
      const account = await repo.findAccount(info.accountId);
      if (!account) throw new AppError(t('errors.unauthenticated'), 401);
      // Guessing the current password here is throttled like guessing it at sign-in.
      const isRight = await throttle.guard(req.PHONE, () => verifyPassword(account.passwordHash, req.CURRENT_PASSWORD));
      if (!isRight) throw new AppError(t('auth.currentPasswordWrong'), 400);
      if (req.PASSWORD === req.CURRENT_PASSWORD) throw new AppError(t('auth.samePassword'), 400);
      assertPasswordPolicy(req.PASSWORD, req.PHONE);
      const updated = await repo.updateAccount(account.id, { passwordHash: await hashPassword(req.PASSWORD) });
      await sessions.revokeAllOf(account.id, info.sessionId);
      return presentUser(updated);
    },

    listAddresses: async (token: string): Promise<Address[]> => {
      const { accountId } = await sessionFor(token);
      return (await repo.listAddresses(accountId)).map(presentAddress);
    },

    /** Without ID adds one (the first becomes the default); with ID edits the customer's own. */
    saveAddress: (req: AddressSaveRequest) =>
      changeAddresses(req.token, async (r, accountId) => {
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

    deleteAddress: (token: string, id: number) =>
      changeAddresses(token, async (r, accountId) => {
        const deleted = await r.deleteAddress(accountId, id);
        if (!deleted) throw notFound();
        if (deleted.isDefault) await r.promoteNewestAddress(accountId);
      }),

    setDefaultAddress: (token: string, id: number) =>
      changeAddresses(token, async (r, accountId) => {
        await r.clearDefault(accountId, id);
        if (!(await r.setDefault(accountId, id))) throw notFound();
      }),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
