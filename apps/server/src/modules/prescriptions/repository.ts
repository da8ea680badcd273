import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, prescriptions } from '../../db/schema/index';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export interface OrderScopeRow {
  id: number;
  customerId: number;
  branch: string;
  prescription: { DOCTOR_NAME: string; CEDULA: string; DOCTOR_ADDRESS?: string } | null;
}

/** The `prescriptions` table (this module's own) and the few order facts its policy reads. */
export function createPrescriptionsRepository(db: Database) {
  return {
    db,
    async insert(row: typeof prescriptions.$inferInsert): Promise<PrescriptionRow> {
      const [created] = await db.insert(prescriptions).values(row).returning();
      return created!;
    },
    async byId(id: number): Promise<PrescriptionRow | null> {
      const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
      return row ?? null;
    },
    forOrder(orderId: number): Promise<PrescriptionRow[]> {
      return db.select().from(prescriptions).where(eq(prescriptions.orderId, orderId)).orderBy(prescriptions.id);
    },
    forAccount(accountId: number): Promise<PrescriptionRow[]> {
      return db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.accountId, accountId))
        .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
        .limit(500);
    },
    /** Who placed an order and which branch serves it (read only; the orders module owns the table). */
    async orderScope(orderId: number): Promise<OrderScopeRow | null> {
      const [row] = await db
        .select({ id: orders.id, customerId: orders.accountId, branch: orders.branch, prescription: orders.prescription })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },
    /** Checkout: the customer's own unattached, unpurged upload joins the order; false when there is none. */
    async attach(tx: Database, accountId: number, id: number, orderId: number): Promise<boolean> {
      const rows = await tx
        .update(prescriptions)
        .set({ orderId, attachedAt: new Date() })
        .where(
          and(
            eq(prescriptions.id, id),
            eq(prescriptions.accountId, accountId),
            isNull(prescriptions.orderId),
            isNull(prescriptions.attachedAt),
            isNull(prescriptions.purgedAt),
          ),
        )
        .returning({ id: prescriptions.id });
      return rows.length === 1;
    },
    /** Files past their time: attached before `attachedBefore`, or never attached and uploaded before `looseBefore`. */
    due(attachedBefore: Date, looseBefore: Date, limit = 200): Promise<PrescriptionRow[]> {
      return db
        .select()
        .from(prescriptions)
        .where(
          and(
            isNull(prescriptions.purgedAt),
            or(
              and(isNotNull(prescriptions.attachedAt), lt(prescriptions.attachedAt, attachedBefore)),
              and(isNull(prescriptions.attachedAt), lt(prescriptions.createdAt, looseBefore)),
            ),
          ),
        )
        .limit(limit);
    },
    async markPurged(id: number): Promise<void> {
      await db.update(prescriptions).set({ purgedAt: new Date() }).where(eq(prescriptions.id, id));
    },
  };
}
export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
