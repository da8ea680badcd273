import { Checkbox, NumberInput } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { MIN_EXPIRY_DAYS_MAX, type ProductInput } from '@mostrador/shared/schemas/catalogue-admin';
import { Controller, type UseFormReturn } from 'react-hook-form';

/**
 * What picking asks of a unit (docs/product.md#picking): a GS1 code with lot and expiry, and the
 * days of life it must still have. The days count for every code that carries an expiry.
 */
export function LotExpiryFields({ form }: { form: UseFormReturn<ProductInput> }) {
  return (
    <>
      <Checkbox size="xs" label={t('cat.ui.f.needsLotExpiry')} {...form.register('NEEDS_LOT_EXPIRY')} />
      <Controller
        control={form.control}
        name="MIN_EXPIRY_DAYS"
        render={({ field, fieldState }) => (
          <NumberInput
            size="xs"
            label={t('cat.ui.f.minExpiryDays')}
            description={t('cat.ui.f.minExpiryDaysHint')}
            min={0}
            max={MIN_EXPIRY_DAYS_MAX}
            allowDecimal={false}
            // Never changes what was typed: 5000 stays 5000 and the form says why it cannot be (issue 32).
            clampBehavior="none"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(v) => field.onChange(Number(v) || 0)}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
