import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { TimelineEvent, TimelineEventInput } from '../../common/domain/timeline';
import type { EventPlaceChoice } from '../../common/workspace/event-places';
import { Alert } from './alert';
import { Button } from './button';
import { ChipInput } from './chip-input';
import { ChoiceTiles } from './choice-tiles';
import { Dialog, DialogClose, DialogContent } from './dialog';
import {
  type EventFormField,
  type EventFormValues,
  emptyEventForm,
  eventFormFromEvent,
  toEventInput,
  validateEventForm,
} from './event-form';
import { EventIconGlyph } from './event-icon';
import { eventTypeOptions, iconOptions, importanceOptions } from './event-meta';
import { Field } from './field';
import type { FieldError } from './form-errors';
import { Input } from './input';
import { Select, type SelectOption } from './select';
import { Textarea } from './textarea';
import { WorldDateInput } from './world-date/world-date-input';

export type EventDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The event to edit; `null` adds a new one. */
  event: TimelineEvent | null;
  /**
   * Saves the checked input (`useSaveTimelineEvent` from src/data fits). A rejection keeps everything
   * typed: one naming a `field` (title, date, description) shows under it, others above the fields.
   */
  onSave: (input: TimelineEventInput, event: TimelineEvent | null) => Promise<TimelineEvent>;
  onSaved: (event: TimelineEvent, mode: 'added' | 'updated') => void;
  /** 'Add something that happens on this timeline.' unless the caller says where it goes. */
  description?: string;
  /** Above the fields: what the caller needs chosen too (which timeline a novel's event goes in). */
  before?: ReactNode;
  /**
   * The places the event can be set at (decision 074), shown as a "Place" list after the spec's fields;
   * `undefined` while they are read (the list waits, the event's place is kept).
   */
  places?: readonly EventPlaceChoice[] | undefined;
};

/** One dialog adds and edits events: the same fields, defaults for a new event, the event's values for an edit. */
export function EventDialog({ isOpen, onOpenChange, event, ...props }: EventDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <EventForm key={event?.id ?? 'new'} event={event} {...props} /> : null}
    </Dialog>
  );
}

/** "No place", then the places by where they are; a place no longer offered stays chosen, named as gone. */
function placeOptions(places: readonly EventPlaceChoice[] | undefined, chosen: string): SelectOption[] {
  const options: SelectOption[] = [
    { value: '', label: places === undefined ? 'Loading places…' : 'No place' },
  ];
  for (const place of places ?? []) options.push({ value: place.id, label: place.name, group: place.where });
  if (chosen !== '' && !(places ?? []).some((place) => place.id === chosen)) {
    options.push({
      value: chosen,
      label: places === undefined ? 'The event’s place' : 'A place no longer there',
    });
  }
  return options;
}

const iconTiles = iconOptions.map((option) => ({ ...option, icon: <EventIconGlyph icon={option.value} /> }));
const typeTiles = eventTypeOptions.map(({ value, label }) => ({ value, label }));

function EventForm({
  event,
  onSave,
  onSaved,
  description,
  before,
  places,
}: Omit<EventDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? eventFormFromEvent(event) : emptyEventForm,
  );
  const [characterDraft, setCharacterDraft] = useState('');
  const [tagDraft, setTagDraft] = useState('');
  const [error, setError] = useState<FieldError<EventFormField> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const baseId = useId();
  const formId = `${baseId}-form`;
  const fieldId = (field: EventFormField) => `${baseId}-${field}`;
  const errorFor = (field: EventFormField) => (error?.field === field ? error.message : null);

  useEffect(() => {
    if (error) document.getElementById(`${baseId}-${error.field}`)?.focus();
  }, [error, baseId]);

  function change<K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  async function handleSubmit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    setFailure(null);
    const input = toEventInput(values, { character: characterDraft, tag: tagDraft });
    const problem = validateEventForm(input);
    if (problem) {
      setError(problem);
      return;
    }
    setIsSaving(true);
    try {
      const saved = await onSave(input, event);
      onSaved(saved, event ? 'updated' : 'added');
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'An unexpected error occurred';
      const field = (caught as { field?: unknown } | null)?.field;
      if (field === 'title' || field === 'date' || field === 'description') setError({ field, message });
      else setFailure(message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <DialogContent
      size="lg"
      title={event ? 'Edit Event' : 'Add Event'}
      description={
        event
          ? 'Change what happened, when, and who was there.'
          : (description ?? 'Add something that happens on this timeline.')
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving ? 'Saving…' : event ? 'Save Changes' : 'Save Event'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {failure ? <Alert>{failure}</Alert> : null}
        {before}
        <Field label="Title" id={fieldId('title')} error={errorFor('title')} isRequired>
          <Input value={values.title} autoComplete="off" onChange={(e) => change('title', e.target.value)} />
        </Field>
        <Field
          label="Date"
          id={fieldId('date')}
          error={errorFor('date')}
          hint="Use the date format that makes sense for your world."
          isRequired
        >
          <WorldDateInput
            value={values.date}
            label="Date"
            placeholder="e.g. Year 312, Frostmonth"
            onChange={(text) => change('date', text)}
          />
        </Field>
        <Field label="Description" id={fieldId('description')} error={errorFor('description')} isRequired>
          <Textarea value={values.description} onChange={(e) => change('description', e.target.value)} />
        </Field>
        <ChoiceTiles
          legend="Type"
          name={`${baseId}-type`}
          options={typeTiles}
          value={values.type}
          onChange={(value) => change('type', value)}
        />
        <ChoiceTiles
          legend="Importance"
          name={`${baseId}-importance`}
          options={importanceOptions}
          value={values.importance}
          onChange={(value) => change('importance', value)}
        />
        <ChoiceTiles
          legend="Icon"
          name={`${baseId}-icon`}
          columns={4}
          options={iconTiles}
          value={values.icon}
          onChange={(value) => change('icon', value)}
        />
        <ChipInput
          label="Characters"
          addLabel="Add character"
          placeholder="A name, then Enter"
          values={values.characters}
          onValuesChange={(next) => change('characters', next)}
          draft={characterDraft}
          onDraftChange={setCharacterDraft}
        />
        <ChipInput
          label="Tags"
          addLabel="Add tag"
          placeholder="A tag, then Enter"
          values={values.tags}
          onValuesChange={(next) => change('tags', next)}
          draft={tagDraft}
          onDraftChange={setTagDraft}
        />
        <Field
          label="Place"
          id={fieldId('placeId')}
          hint="Where it happens: the continuity check then knows who was where that day."
        >
          <Select
            value={values.placeId}
            disabled={places === undefined}
            options={placeOptions(places, values.placeId)}
            onChange={(select) => change('placeId', select.target.value)}
          />
        </Field>
      </form>
    </DialogContent>
  );
}
