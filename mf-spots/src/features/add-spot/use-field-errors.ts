// The shared field errors (focus on the first invalid field, else the form's alert), over the
// spot form's fields in page order.
import { useFieldErrors as useSharedFieldErrors, type FieldErrorState as SharedFieldErrorState } from '@moveable/shared';
import { FIELD_ORDER, type SpotField } from './validate.ts';

export const useFieldErrors = () => useSharedFieldErrors(FIELD_ORDER);

export type FieldErrorState = SharedFieldErrorState<SpotField>;
