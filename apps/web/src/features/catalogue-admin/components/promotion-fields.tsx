import { NumberInput, TextInput } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { ProductInput, PromotionInput } from '@mostrador/shared/schemas/catalogue-admin';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../shared/ui/select-field';

const NO_PROMOTION: Omit<PromotionInput, 'TYPE'> = { N: 0, M: 0, PERCENT: 0, FROM: null, UNTIL: null };

const TYPES = [
  { value: '', label: t('cat.ui.f.promoNone') },
  { value: 'NXM', label: t('cat.ui.f.promoNXM') },
  { value: 'BUY_N_GET_NEXT', label: t('cat.ui.f.promoNext') },
  { value: 'PERCENT', label: t('cat.ui.f.promoPercent') },
];

type NumberName = 'PROMOTION.N' | 'PROMOTION.M' | 'PROMOTION.PERCENT';
type DayName = 'PROMOTION.FROM' | 'PROMOTION.UNTIL';

/** The "soy tu fan" promotion: its kind, the numbers that kind takes and its optional dates, each with its own error. */
export function PromotionFields({ form }: { form: UseFormReturn<ProductInput> }) {
  const { control } = form;
  const promo = useWatch({ control, name: 'PROMOTION' });
  // Set as a whole (not a field of its own): its numbers and dates are the fields, each with its error.
  const setType = (type: string) =>
    form.setValue('PROMOTION', type ? { ...NO_PROMOTION, ...promo, TYPE: type as PromotionInput['TYPE'] } : null, {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <>
      <SelectField label={t('cat.ui.f.promotion')} value={promo?.TYPE ?? ''} options={TYPES} onChange={setType} />
      {promo && promo.TYPE !== 'PERCENT' ? <PromotionNumber control={control} name="PROMOTION.N" label={t('cat.ui.f.n')} /> : null}
      {promo?.TYPE === 'NXM' ? <PromotionNumber control={control} name="PROMOTION.M" label={t('cat.ui.f.m')} /> : null}
      {promo?.TYPE === 'PERCENT' ? (
        <PromotionNumber control={control} name="PROMOTION.PERCENT" label={t('cat.ui.f.percent')} max={99} />
      ) : null}
      {promo ? (
        <>
          <PromotionDay control={control} name="PROMOTION.FROM" label={t('cat.ui.f.from')} />
          <PromotionDay control={control} name="PROMOTION.UNTIL" label={t('cat.ui.f.until')} />
        </>
      ) : null}
    </>
  );
}

function PromotionNumber(props: { control: Control<ProductInput>; name: NumberName; label: string; max?: number }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          size="xs"
          label={props.label}
          min={0}
          max={props.max}
          // Never changes what was typed: 150 % stays 150 and the form says why it cannot be (issue 32).
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
  );
}

function PromotionDay(props: { control: Control<ProductInput>; name: DayName; label: string }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextInput
          size="xs"
          type="date"
          label={props.label}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.currentTarget.value || null)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
