import { createContext, type ReactNode, useContext } from 'react';
import type { ThingFields } from '../../common/api/custom-fields';
import type {
  FieldPatch,
  FieldValue,
  NewFieldInput,
  NewTemplateInput,
  TypeChangePreview,
} from '../../common/workspace/custom-fields';
import type { EntityKind } from '../../common/workspace/entities';

/**
 * Added fields (decision 063) as the app reads and changes them, given by src/app over src/data (the
 * design system draws the "Fields" card but does not talk to the network). Both hooks are the same
 * functions on every render.
 *
 * - `useThingFields(kind, id)` — a thing's fields and values (`data` is `null` when it is not there).
 * - `useFieldActions(kind, id)` — save values, add a field, preview and make a rename or type change,
 *   save the values as a template of the kind.
 */
export type FieldServices = {
  useThingFields: (kind: EntityKind, id: string) => { data: ThingFields | null | undefined };
  useFieldActions: (
    kind: EntityKind,
    id: string,
  ) => {
    save: (values: Record<string, FieldValue>) => Promise<unknown>;
    addField: (input: NewFieldInput) => Promise<unknown>;
    saveTemplate: (input: NewTemplateInput) => Promise<unknown>;
    previewChange: (fieldId: string, patch: FieldPatch) => Promise<TypeChangePreview>;
    changeField: (fieldId: string, patch: FieldPatch) => Promise<unknown>;
  };
};

const FieldServicesContext = createContext<FieldServices | undefined>(undefined);

export function FieldServicesProvider({
  services,
  children,
}: {
  services: FieldServices;
  children: ReactNode;
}) {
  return <FieldServicesContext.Provider value={services}>{children}</FieldServicesContext.Provider>;
}

/** The app's field services, or undefined where none are given (the card then does not show). */
export function useFieldServices(): FieldServices | undefined {
  return useContext(FieldServicesContext);
}
