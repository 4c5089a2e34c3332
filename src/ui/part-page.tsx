import { Pencil, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Calendar } from '../../common/time/calendar';
import { type EntityKind, isEntityKind } from '../../common/workspace/entities';
import type { PartField } from '../../common/workspace/part-kinds';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import { Breadcrumbs } from './breadcrumbs';
import { Button } from './button';
import { Card } from './card';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { FallbackImage } from './fallback-image';
import { MentionedIn } from './mentions/mentioned-in';
import { PartDetails, type PartDetailsProps } from './part-details';
import { RelationsPanel } from './relations/relations-panel';
import { SecretBlockActions, type SecretReader } from './secret-block-actions';
import { SectionNotFound } from './section-not-found';
import { type PartTextVersions, PartTextVersionsButton } from './text-versions/part-text-versions-button';
import { ThingFields } from './thing-fields';
import { useTrashSentence } from './trash-retention';
import type { PartEditor } from './use-part-editor';

/** A part as a record's detail read holds it. */
export type PartRecord = { id: string } & Record<string, unknown>;

export type PartRouteProps<Segment extends string> = {
  /** The record's own address: where 'Go to Overview' leads when the segment is no list of parts. */
  base: string;
  /** 'novel': "This novel has no section at that address." */
  noun: string;
  isSegment: (segment: string) => segment is Segment;
  /** The part's page for a known segment and the part id of the address. */
  children: (segment: Segment, partId: string) => ReactNode;
};

/**
 * The `:segment/:partId` route of a record's tabs: a segment that is no list of parts is no section;
 * any other shows `children`, started afresh for each segment.
 */
export function PartRoute<Segment extends string>({
  base,
  noun,
  isSegment,
  children,
}: PartRouteProps<Segment>) {
  const { segment = '', partId = '' } = useParams();
  if (!isSegment(segment)) {
    return <SectionNotFound base={base} message={`This ${noun} has no section at that address.`} />;
  }
  return <Fragment key={segment}>{children(segment, partId)}</Fragment>;
}

export type PartPageProps<Part extends PartRecord> = {
  /** The list's editor (`usePartEditor`): its kind, the edit form and the delete. */
  editor: Pick<PartEditor, 'spec' | 'openEdit' | 'remove' | 'form' | 'optionLabels'> & {
    /** The versions of its long texts (`usePartActions(...).textVersions`): a Versions button beside each. */
    textVersions?: PartTextVersions;
    /** Reveal and who reads a secret block (`usePartActions(...).secrets`, decision 072). */
    secrets?: PartSecrets;
  };
  /** The part at the address; undefined says it is not there. */
  part: Part | undefined;
  /** The record it belongs to: `{ noun: 'campaign', name: campaign.title, href: '/campaigns/c-1' }`. */
  record: { noun: string; name: string; href: string };
  /** The tab that lists it: the breadcrumb's middle step, and where a delete leads back to. */
  tab: { label: string; href: string };
  /** A badge beside the name: a status, a rarity. */
  badge?: ((part: Part) => ReactNode) | undefined;
  /** Shown above the fields, full width: an image. */
  media?: ((part: Part, name: string) => ReactNode) | undefined;
  /** How some fields read, where plain text will not do. */
  formatters?: PartDetailsProps['formatters'];
  /** Shown under the fields: what the part is linked to (a character's appearances). */
  related?: ((part: Part) => ReactNode) | undefined;
  /** What the delete confirmation says, where 'deleted with everything written in it' is not so. */
  deleteMessage?: ((part: Part, name: string) => string) | undefined;
  /** More actions before Edit and Delete (a chapter's Write link). */
  actions?: ((part: Part) => ReactNode) | undefined;
  /**
   * What the part is to relations and mentions ('character' for a References character edited like a
   * part); a part kind's own (`novels/chapters`, from the editor's spec) when not given.
   */
  entityKind?: EntityKind | undefined;
  /** The part's family tree page (a universe's character), linked from its Relations panel. */
  familyTreeHref?: ((part: Part) => string) | undefined;
  /** The calendar of the part's world, which reads its relations' dates (decision 040). */
  calendar?: Calendar | null | undefined;
  /**
   * Shown in place of Edit and Delete, for a thing changed elsewhere (an item, edited in References):
   * the page then only reads.
   */
  readOnlyNote?: ReactNode;
  /**
   * Where its kind's added fields are kept for all of them (decision 063): the record's id (a universe's
   * for its characters), labelled "All {tab} of {record}" unless a label is given; `null` when it has no
   * container (a field then goes on this one thing). With it, the page shows the "Fields" card.
   */
  fieldsContainer?: { id: string; label?: string } | null | undefined;
  /** The members who can be named as readers of a secret block (players and readers of the container). */
  secretReaders?: readonly SecretReader[] | undefined;
};

/** A part's secret blocks' changes, as `usePartActions(...).secrets` offers them. */
export type PartSecrets = {
  change: (part: { id: string }, field: string, index: number, change: SecretChange) => Promise<unknown>;
};

/** A part's picture (`imageUrl`: a faction's, a settlement's, ...; decision 061) above its fields. */
function pictureOf(part: PartRecord, name: string): ReactNode {
  const url = typeof part.imageUrl === 'string' ? part.imageUrl : '';
  if (url === '') return null;
  return (
    <div className="flex justify-center border-b border-border bg-surface-sunken">
      <FallbackImage src={url} alt={name} className="w-full max-w-2xl" />
    </div>
  );
}

/** The kind a part page's relations name: the one given, or the part kind of the editor's spec. */
function entityKindOf(spec: object, given: EntityKind | undefined): EntityKind | undefined {
  if (given !== undefined) return given;
  const { kind } = spec as { kind?: unknown };
  return typeof kind === 'string' && isEntityKind(kind) ? kind : undefined;
}

/** The fields the server sets (a note's createdAt and updatedAt), shown after the kind's own. */
function serverFieldsOf(names: readonly string[]): PartField[] {
  return names.map((name) => ({
    name,
    label: name === 'createdAt' ? 'Created' : 'Updated',
    input: 'text',
    isRequired: false,
  }));
}

/**
 * One part of a record on a page of its own (`/{record}/{id}/{segment}/{partId}`): where it sits (a
 * breadcrumb back to the record and its tab), its kind, name and badge, every field, and Edit and
 * Delete (after a confirmation, back to the tab). An unknown id says so, with the way back to the tab.
 */
export function PartPage<Part extends PartRecord>({
  editor,
  part,
  record,
  tab,
  badge,
  media,
  formatters,
  related,
  deleteMessage,
  actions,
  entityKind,
  familyTreeHref,
  calendar,
  readOnlyNote,
  fieldsContainer,
  secretReaders = [],
}: PartPageProps<Part>) {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [secretNotice, setSecretNotice] = useState('');
  const trashSentence = useTrashSentence();
  const { spec } = editor;
  const singular = spec.singular.toLowerCase();

  if (part === undefined) {
    return (
      <EmptyState
        title={`${spec.singular} not found`}
        description={`This ${record.noun} has no ${singular} at that address. It may have been deleted.`}
        action={
          <Button asChild variant="secondary">
            <Link to={tab.href}>Back to {tab.label}</Link>
          </Button>
        }
      />
    );
  }

  const name = String(part[spec.nameField] ?? '');
  const kind = entityKindOf(spec, entityKind);
  const { textVersions, secrets } = editor;

  function handleDelete() {
    if (part === undefined) return;
    editor.remove(part);
    navigate(tab.href);
  }

  return (
    <article aria-labelledby="part-heading" className="flex flex-col gap-5">
      <Breadcrumbs
        trail={[
          { label: record.name, to: record.href },
          { label: tab.label, to: tab.href },
        ]}
        current={name}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{spec.singular}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="part-heading" className="text-2xl font-semibold break-words text-fg">
              {name}
            </h2>
            {badge?.(part)}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions?.(part)}
          {readOnlyNote ?? (
            <>
              <Button variant="secondary" onClick={() => editor.openEdit(part)}>
                <Pencil aria-hidden="true" />
                Edit {spec.singular}
              </Button>
              <Button variant="danger" onClick={() => setIsConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Delete {spec.singular}
              </Button>
            </>
          )}
        </div>
      </div>
      <Card className="overflow-hidden">
        {media === undefined ? pictureOf(part, name) : media(part, name)}
        <div className="p-5">
          <PartDetails
            fields={[...spec.fields, ...serverFieldsOf(spec.serverFields)]}
            values={part}
            hidden={[
              spec.nameField,
              ...spec.fields.filter((field) => field.input === 'image').map((field) => field.name),
            ]}
            {...(editor.optionLabels === undefined ? {} : { optionLabels: editor.optionLabels })}
            {...(formatters === undefined ? {} : { formatters })}
            secretActions={
              secrets === undefined || readOnlyNote !== undefined
                ? undefined
                : (field, index, node) => (
                    <SecretBlockActions
                      node={node}
                      readers={secretReaders}
                      onChange={async (change) => {
                        await secrets.change(part, field.name, index, change);
                        setSecretNotice(
                          change.action === 'reveal'
                            ? 'Secret revealed: everyone who sees this reads it now. To hide it again, restore the change in History.'
                            : 'Readers of the secret saved.',
                        );
                      }}
                    />
                  )
            }
            longTextAction={
              textVersions === undefined
                ? undefined
                : (field) => (
                    <PartTextVersionsButton
                      versions={textVersions}
                      part={part}
                      field={field}
                      singular={spec.singular}
                      currentPlainText={typeof part[field.name] === 'string' ? String(part[field.name]) : ''}
                    />
                  )
            }
          />
        </div>
      </Card>
      <p role="status" className={secretNotice === '' ? 'sr-only' : 'text-sm text-fg-muted'}>
        {secretNotice}
      </p>
      {related?.(part)}
      {kind === undefined || fieldsContainer === undefined ? null : (
        <ThingFields
          kind={kind}
          container={
            fieldsContainer === null
              ? null
              : {
                  id: fieldsContainer.id,
                  label: fieldsContainer.label ?? `All ${tab.label.toLowerCase()} of ${record.name}`,
                }
          }
          thing={{ id: part.id, name }}
        />
      )}
      {kind === undefined ? null : (
        <RelationsPanel
          end={{ kind, id: part.id }}
          name={name}
          familyTreeHref={familyTreeHref?.(part)}
          calendar={calendar}
        />
      )}
      {kind === undefined ? null : <MentionedIn target={{ kind, id: part.id }} name={name} />}
      {editor.form}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete "${name}"?`}
        message={
          deleteMessage?.(part, name) ??
          `The ${singular} and everything written in it are deleted. ${trashSentence}`
        }
        confirmLabel={`Delete ${spec.singular}`}
        onConfirm={handleDelete}
      />
    </article>
  );
}
