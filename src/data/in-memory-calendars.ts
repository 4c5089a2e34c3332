import {
  type CalendarOwner,
  calendarUpdateSchema,
  type NewCalendar,
  newCalendarSchema,
  presetCalendar,
  type StoredCalendar,
} from '../../common/api/calendars';
import type { Workspace } from '../../common/domain/workspace';
import type { Calendar } from '../../common/time/calendar';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import type { WorkspaceRepository } from './workspace-repository';

// Calendars of the in-memory workspace, by the data API's rules: one per universe, novel or campaign,
// checked by the time engine's schema, changed by version. A calendar whose owner has gone is not
// found, as deleting the owner deletes it on the server.

type CalendarMethods = Pick<
  WorkspaceRepository,
  'getCalendar' | 'createCalendar' | 'updateCalendar' | 'deleteCalendar'
>;

const ownerLists = { universe: 'universes', novel: 'novels', campaign: 'campaigns' } as const;
const ownerLabels = { universe: 'Universe', novel: 'Novel', campaign: 'Campaign' } as const;

function hasOwner(ws: Workspace, owner: CalendarOwner): boolean {
  return ws[ownerLists[owner.ownerKind]].some((record) => record.id === owner.ownerId);
}

function firstProblem(error: { issues: { path: PropertyKey[]; message: string }[] }): ValidationError {
  const issue = error.issues[0];
  return new ValidationError(issue?.message ?? 'Invalid calendar', issue?.path.map(String).join('.') ?? '');
}

export function createInMemoryCalendars(deps: {
  workspace: () => Promise<Workspace>;
  now: () => string;
  newId: () => string;
}): CalendarMethods {
  const calendars = new Map<string, StoredCalendar>();

  async function live(id: string): Promise<StoredCalendar> {
    const calendar = calendars.get(id);
    if (calendar === undefined || !hasOwner(await deps.workspace(), calendar)) {
      calendars.delete(id);
      throw new NotFoundError('Calendar not found');
    }
    return calendar;
  }

  const ownOf = (owner: CalendarOwner) =>
    [...calendars.values()].find(
      (calendar) => calendar.ownerKind === owner.ownerKind && calendar.ownerId === owner.ownerId,
    );

  return {
    // A novel or campaign without a calendar of its own uses its universe's (decision 040).
    async getCalendar(owner) {
      const ws = await deps.workspace();
      if (!hasOwner(ws, owner)) return null;
      const universeId =
        owner.ownerKind === 'universe'
          ? undefined
          : ws[ownerLists[owner.ownerKind]].find((record) => record.id === owner.ownerId)?.universeId;
      const found =
        ownOf(owner) ??
        (universeId === undefined ? undefined : ownOf({ ownerKind: 'universe', ownerId: universeId }));
      return found === undefined ? null : structuredClone(found);
    },

    async createCalendar(input: NewCalendar) {
      const parsed = newCalendarSchema.safeParse(input);
      if (!parsed.success) throw firstProblem(parsed.error);
      const { ownerKind, ownerId, preset, calendar } = parsed.data;
      const ws = await deps.workspace();
      if (!hasOwner(ws, { ownerKind, ownerId }))
        throw new NotFoundError(`${ownerLabels[ownerKind]} not found`);
      if (ownOf({ ownerKind, ownerId }) !== undefined) {
        throw new Error(
          `This ${ownerKind} has a calendar already: change it, or delete it before making another`,
        );
      }
      const stamp = deps.now();
      const stored: StoredCalendar = {
        id: deps.newId(),
        ownerKind,
        ownerId,
        calendar: calendar ?? presetCalendar(preset ?? 'gregorian'),
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      };
      calendars.set(stored.id, stored);
      return structuredClone(stored);
    },

    async updateCalendar(id: string, calendar: Calendar, version: number) {
      const parsed = calendarUpdateSchema.safeParse({ calendar, version });
      if (!parsed.success) throw firstProblem(parsed.error);
      const current = await live(id);
      if (current.version !== version) {
        throw new ConflictError(
          'This calendar was changed elsewhere since you opened it. Your changes are kept: review the current version, then save again.',
          structuredClone(current),
        );
      }
      const next: StoredCalendar = {
        ...current,
        calendar: parsed.data.calendar,
        version: current.version + 1,
        updatedAt: deps.now(),
      };
      calendars.set(id, next);
      return structuredClone(next);
    },

    async deleteCalendar(id: string) {
      await live(id);
      calendars.delete(id);
    },
  };
}
