import { Checkbox, NativeSelect, Text } from '@mantine/core';
import { MEDICINE_GROUPS, prescriptionForced } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as t } from '@mostrador/shared/messages/es-MX-medicine-groups';
import type { ProductInput } from '@mostrador/shared/schemas/catalogue-admin';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

const NONE = '';

/**
 * The product's group of the Ley General de Salud (I–VI, or not a medicine) and its antibiotic
 * flag (docs/product.md#medicine-groups). A group I–IV product or an antibiotic always requires a
 * prescription: the box is ticked here, and the server forces it anyway.
 */
export function MedicineFields({ form }: { form: UseFormReturn<ProductInput> }) {
  const [group, antibiotic] = useWatch({ control: form.control, name: ['MEDICINE_GROUP', 'ANTIBIOTIC'] });
  const forced = prescriptionForced(group ?? null, antibiotic);
  const follow = (nextGroup: number | null, nextAntibiotic: boolean) => {
    if (nextGroup === null && nextAntibiotic) form.setValue('ANTIBIOTIC', false);
    if (prescriptionForced(nextGroup, nextGroup === null ? false : nextAntibiotic)) form.setValue('REQUIRES_PRESCRIPTION', true);
  };
  return (
    <>
      <Controller
        control={form.control}
        name="MEDICINE_GROUP"
        render={({ field }) => (
          <NativeSelect
            size="xs"
            label={t('mg.ui.group')}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? NONE : String(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => {
              const next = e.currentTarget.value === NONE ? null : Number(e.currentTarget.value);
              field.onChange(next);
              follow(next, antibiotic === true);
            }}
            data={[
              { value: NONE, label: t('mg.group.none') },
              ...MEDICINE_GROUPS.map((g) => ({ value: String(g), label: t(`mg.group.${g}`) })),
            ]}
          />
        )}
      />
      <Controller
        control={form.control}
        name="ANTIBIOTIC"
        render={({ field }) => (
          <Checkbox
            size="xs"
            label={t('mg.ui.antibiotic')}
            name={field.name}
            ref={field.ref}
            checked={field.value === true}
            disabled={group == null}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.currentTarget.checked);
              follow(group ?? null, e.currentTarget.checked);
            }}
          />
        )}
      />
      {forced ? (
        <Text size="xs" c="dimmed">
          {t('mg.ui.prescriptionForced')}
        </Text>
      ) : null}
    </>
  );
}
