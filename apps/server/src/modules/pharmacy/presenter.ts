import { lineNeedsPrescription } from '@mostrador/shared/constants/pharmacist-check';
import type { PharmacyOrder } from '@mostrador/shared/schemas/pharmacy';
import type { OrdersService } from '../orders/index';

type QueueRow = Awaited<ReturnType<OrdersService['pharmacist']['queue']>>[number];

/** One waiting order as the pharmacist's screen shows it: who, where, the doctor, the lines that wait. */
export function presentQueueOrder({ order, branchName, customerName, items }: QueueRow): PharmacyOrder {
  const doctor = order.prescription;
  return {
    ID: order.id,
    ID_STATUS: order.status,
    BRANCH: order.branch,
    BRANCH_NAME: branchName,
    CREATED_AT: order.createdAt.toISOString(),
    CUSTOMER_NAME: customerName,
    PHONE: order.phone,
    TOTAL: Number(order.total),
    DOCTOR: doctor ? { DOCTOR_NAME: doctor.DOCTOR_NAME, CEDULA: doctor.CEDULA, DOCTOR_ADDRESS: doctor.DOCTOR_ADDRESS ?? '' } : null,
    lines: items.map((i) => ({
      SKU: i.sku,
      NAME: i.name,
      PRESENTATION: i.presentation,
      UNITS: i.units,
      LINE_TOTAL: Number(i.total),
      NEEDS_PRESCRIPTION: lineNeedsPrescription(i),
      MEDICINE_GROUP: i.medicineGroup,
      ANTIBIOTIC: i.antibiotic,
    })),
  };
}
