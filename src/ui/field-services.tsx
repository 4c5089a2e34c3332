import { createContext, type ReactNode, useContext } from 'react';
import type { ThingFields } from '../../common/api/custom-fields';
import type {
  FieldPatch,
  FieldValue,
  NewFieldInput,
  NewTemplateInput,
  TypeChangePreview,
} from '../../common/workspace/custom-fields';
import { type EntityKind, isEntityKind } from '../../common/workspace/entities';

/**
 * Added fields (decision 063) as the app reads and changes them, given by src/app over src/data (the
 * design system draws the "Fields" card but does not talk to the network). Both hooks are the same
 * functions on every render.
 *
 * - `useThingFields(kind, id)` — a thing's fields and values (`data` is `null` when it is not there).
 * - `useFieldActions(kind, id)` — save values, add a field, preview and make a rename or type change,
 *   delete a field to the Trash, save the values as a template of the kind.
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
    /** Deletes a field into the Trash with its values (decision 077). */
    deleteField?: (fieldId: string) => Promise<unknown>;
  };
  /** A kind's templates in a container (`[]` while read), and applying one to a thing just made. */
  useFieldTemplates: (
    kind: EntityKind | undefined,
    scopeId: string | undefined,
  ) => {
    templates: readonly { id: string; name: string }[];
    apply: (templateId: string, id: string) => Promise<unknown>;
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

/** Where no field services are given: no templates (the same function on every render). */
const noTemplates = { templates: [], apply: async () => undefined };
const useNoTemplates = () => noTemplates;

/**
 * A kind's templates in a container for an Add dialog's "New from template": none where no field services
 * are given or the kind has no container. The services given never change, so the hooks called do not.
 */
export function useKindTemplates(kind: string | undefined, scopeId: string | undefined) {
  const useTemplates = useContext(FieldServicesContext)?.useFieldTemplates ?? useNoTemplates;
  return useTemplates(kind !== undefined && isEntityKind(kind) ? kind : undefined, scopeId);
}

/** The app's field services, or undefined where none are given (the card then does not show). */
export function useFieldServices(): FieldServices | undefined {
  return useContext(FieldServicesContext);
}
