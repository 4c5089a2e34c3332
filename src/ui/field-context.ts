import { createContext, useContext } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

export const FieldContext = createContext<FieldControlProps | null>(null);

type ControlOwnProps = { id?: string | undefined; 'aria-describedby'?: string | undefined };

/**
 * Merges the wiring of the enclosing <Field> (id, aria-describedby, aria-invalid, required) under the
 * control's own props, so an explicit prop still wins and both descriptions are kept.
 */
export function useFieldControlProps<P extends ControlOwnProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  const merged: P = { ...field, ...props, id: props.id ?? field.id };
  if (describedBy) merged['aria-describedby'] = describedBy;
  return merged;
}
