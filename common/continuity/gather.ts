import type { Workspace } from '../domain/workspace';
import type { RichTextDoc, RichTextNode } from '../text/rich-text';
import type { Calendar } from '../time/calendar';
import { explainWorldDate, parseWorldDate } from '../time/parse';
import { isEntityKind } from '../workspace/entities';
import { snippetInBlock } from '../workspace/mentions';
import {
  type ContinuityInput,
  type ContinuitySettings,
  type DateRead,
  defaultContinuitySettings,
  type Marker,
  type NamedThing,
  type Passage,
  type PassageMention,
  type Person,
  type Relation,
  type ThingRef,
} from './input';
import { markerOfText, type WalkedMention, walkMentions } from './markers';
import { nameKey } from './shared-name';

// What the checks read, gathered from a workspace (the export's shape) for one novel, campaign or
// universe. Every date is read in the scope's calendar: a novel's or campaign's own, else its
// universe's; a universe's own (decision 060). Without a calendar no date reads and none is "unread".

export type ContinuityScopeKind = 'novel' | 'campaign' | 'universe';
export type ContinuityScope = { kind: ContinuityScopeKind; id: string };

export type ContinuitySource = {
  workspace: Pick<
    Workspace,
    | 'novels'
    | 'universes'
    | 'worlds'
    | 'locations'
    | 'campaigns'
    | 'timelines'
    | 'events'
    | 'characters'
    | 'items'
  > &
    Pick<Workspace, 'chapterTexts' | 'relations'>;
  calendars: readonly { ownerKind: string; ownerId: string; calendar: Calendar }[];
};

/**
 * Dates read, by calendar and text: a universe's 50,000 passages are set on a few thousand days, and
 * reading a date is most of what gathering a passage costs. A calendar changed is a new object (read
 * anew from its row), so nothing stale is kept; each calendar keeps at most DATES_KEPT texts.
 */
const datesRead = new WeakMap<Calendar, Map<string, DateRead>>();
const DATES_KEPT = 20_000;

/** Reads a date text in a calendar: its day, or why it is not one (nothing when there is no calendar). */
export function readDate(text: string | undefined, calendar: Calendar | undefined): DateRead {
  const typed = (text ?? '').trim();
  if (typed === '' || calendar === undefined) return { text: typed, day: null, problem: null };
  let known = datesRead.get(calendar);
  const kept = known?.get(typed);
  if (kept !== undefined) return kept;
  if (known === undefined || known.size >= DATES_KEPT) {
    known = new Map();
    datesRead.set(calendar, known);
  }
  const read = parseWorldDate(typed, calendar);
  const date: DateRead = Object.freeze(
    read !== undefined
      ? { text: typed, day: read.day, problem: null }
      : {
          text: typed,
          day: null,
          problem: explainWorldDate(typed, calendar) ?? 'not a date of this calendar',
        },
  );
  known.set(typed, date);
  return date;
}

/** How the gatherer turns mentions into people and places. */
export type MentionResolver = {
  person(kind: string, id: string): string | undefined;
  place(kind: string, id: string): string | undefined;
};

/**
 * A mention with its words cut when first read: few mentions end in a finding, and cutting every snippet
 * of a universe's 200,000 mentions (or even joining every block's text to cut them from) was most of
 * gathering them. The words are the block's, as `mentionsOf` cuts them.
 */
class WalkedPassageMention implements PassageMention {
  readonly targetId: string;
  readonly target: 'person' | 'place';
  readonly position: number;
  readonly marker: Marker | null;
  readonly #block: RichTextNode;
  readonly #inBlock: number;
  #snippet: string | undefined;

  constructor(target: 'person' | 'place', targetId: string, walked: Readonly<WalkedMention>) {
    this.targetId = targetId;
    this.target = target;
    this.position = walked.position;
    this.marker = walked.marker;
    this.#block = walked.block;
    this.#inBlock = walked.inBlock;
  }

  get snippet(): string {
    this.#snippet ??= snippetInBlock(this.#block, this.#inBlock);
    return this.#snippet;
  }

  /** As a plain mention (what a copy or a test compares), its words cut. */
  toJSON(): PassageMention {
    return {
      targetId: this.targetId,
      target: this.target,
      position: this.position,
      snippet: this.snippet,
      marker: this.marker,
    };
  }
}

/** The people and places a document mentions, each with its position, words and marker. */
export function mentionsOfDoc(doc: RichTextDoc, resolve: MentionResolver): PassageMention[] {
  const mentions: PassageMention[] = [];
  walkMentions(doc, isEntityKind, (walked) => {
    const personId = resolve.person(walked.kind, walked.id);
    if (personId !== undefined) {
      mentions.push(new WalkedPassageMention('person', personId, walked));
      return;
    }
    const placeId = resolve.place(walked.kind, walked.id);
    if (placeId !== undefined) mentions.push(new WalkedPassageMention('place', placeId, walked));
  });
  return mentions;
}

type Chapter = Workspace['novels'][number]['chapters'][number];

/** One chapter as a passage: its world date, its title's marker and the mentions of its text. */
export function chapterPassage(
  novelId: string,
  chapter: Chapter,
  order: number,
  doc: RichTextDoc | undefined,
  calendar: Calendar | undefined,
  resolve: MentionResolver,
): Passage {
  return {
    ref: { kind: 'chapter', id: chapter.id, name: chapter.title, parentId: novelId },
    containerId: novelId,
    order,
    date: readDate(chapter.worldDate, calendar),
    marker: markerOfText(chapter.title),
    mentions: doc === undefined ? [] : mentionsOfDoc(doc, resolve),
    places: [],
  };
}

/** The records a scope covers: its novels, campaigns, timelines, characters and the universe around them. */
function scopeOf(source: ContinuitySource, scope: ContinuityScope) {
  const { workspace } = source;
  const universeId =
    scope.kind === 'universe'
      ? scope.id
      : scope.kind === 'novel'
        ? workspace.novels.find((novel) => novel.id === scope.id)?.universeId
        : workspace.campaigns.find((campaign) => campaign.id === scope.id)?.universeId;
  const novels = workspace.novels.filter((novel) =>
    scope.kind === 'universe'
      ? novel.universeId === scope.id
      : scope.kind === 'novel' && novel.id === scope.id,
  );
  const campaigns = workspace.campaigns.filter((campaign) =>
    scope.kind === 'universe'
      ? campaign.universeId === scope.id
      : scope.kind === 'campaign' && campaign.id === scope.id,
  );
  const owners = new Set([scope.id, ...novels.map((novel) => novel.id), ...campaigns.map((c) => c.id)]);
  const timelines = workspace.timelines.filter((timeline) => owners.has(timeline.entityId));
  const calendarOf = (kind: string, id: string | undefined) =>
    source.calendars.find((entry) => entry.ownerKind === kind && entry.ownerId === id)?.calendar;
  const calendar = calendarOf(scope.kind, scope.id) ?? calendarOf('universe', universeId);
  return { universeId: universeId ?? undefined, novels, campaigns, timelines, calendar };
}

/** The calendar a scope's dates are read in: its own, else its universe's; undefined without one. */
export function calendarOfScope(source: ContinuitySource, scope: ContinuityScope): Calendar | undefined {
  return scopeOf(source, scope).calendar;
}

/** Everything the checks read for one novel, campaign or universe. */
export function gatherContinuityInput(
  source: ContinuitySource,
  scope: ContinuityScope,
  settings: ContinuitySettings = defaultContinuitySettings,
): ContinuityInput {
  return gatherContinuity(source, scope, settings).input;
}

/** What the checks read, and how a passage saved later is read the same way (its calendar, its mentions). */
export type Gathered = {
  input: ContinuityInput;
  calendar: Calendar | undefined;
  resolve: MentionResolver;
  /** The scope's novels' ids: a chapter of another novel is none of its business. */
  novelIds: ReadonlySet<string>;
};

export function gatherContinuity(
  source: ContinuitySource,
  scope: ContinuityScope,
  settings: ContinuitySettings = defaultContinuitySettings,
): Gathered {
  const { workspace } = source;
  const { universeId, novels, campaigns, timelines, calendar } = scopeOf(source, scope);
  const worlds = workspace.worlds.filter(
    (world) => universeId !== undefined && world.universeId === universeId,
  );
  const worldIds = new Set(worlds.map((world) => world.id));
  const novelIds = new Set(novels.map((novel) => novel.id));
  const campaignIds = new Set(campaigns.map((campaign) => campaign.id));
  const inScope = (character: Workspace['characters'][number]) =>
    (scope.kind === 'universe' && character.universeId === scope.id) ||
    (character.novelId !== undefined && novelIds.has(character.novelId)) ||
    (character.campaignId !== undefined && campaignIds.has(character.campaignId));

  // People: the characters of the scope (or its universe), and appearances that stand for no character.
  const people = new Map<string, Person>();
  const names: NamedThing[] = [];
  const focus = new Set<string>();
  const addPerson = (ref: ThingRef, born?: string, died?: string) => {
    people.set(ref.id, { ref, born: readDate(born, calendar), died: readDate(died, calendar) });
  };
  for (const character of workspace.characters) {
    const ofUniverse = universeId !== undefined && character.universeId === universeId;
    if (!inScope(character) && !ofUniverse) continue;
    addPerson({ kind: 'character', id: character.id, name: character.name }, character.born, character.died);
    if (inScope(character)) focus.add(character.id);
  }
  const appearanceOf = new Map<string, string>();
  const addAppearances = (
    parentKind: 'novels' | 'campaigns',
    parentId: string,
    list: readonly { id: string; name: string; characterId?: string | undefined }[],
  ) => {
    for (const appearance of list) {
      const standsFor = appearance.characterId !== undefined && people.has(appearance.characterId);
      const personId = standsFor ? (appearance.characterId ?? appearance.id) : appearance.id;
      appearanceOf.set(`${parentKind}/characters:${appearance.id}`, personId);
      focus.add(personId);
      if (!standsFor) {
        addPerson({ kind: `${parentKind}/characters`, id: appearance.id, name: appearance.name, parentId });
      }
    }
  };
  for (const novel of novels) addAppearances('novels', novel.id, novel.characters);
  for (const campaign of campaigns) addAppearances('campaigns', campaign.id, campaign.characters);

  // Places: the universe's locations and settlements, and the campaigns' own locations.
  const places = new Map<string, ThingRef>();
  for (const location of workspace.locations) {
    if (worldIds.has(location.worldId)) {
      places.set(location.id, {
        kind: 'location',
        id: location.id,
        name: location.name,
        parentId: location.worldId,
      });
    }
  }
  for (const world of worlds) {
    for (const settlement of world.settlements ?? []) {
      places.set(settlement.id, {
        kind: 'worlds/settlements',
        id: settlement.id,
        name: settlement.name,
        parentId: world.id,
      });
    }
  }
  for (const campaign of campaigns) {
    for (const location of campaign.locations) {
      places.set(location.id, {
        kind: 'campaigns/locations',
        id: location.id,
        name: location.name,
        parentId: campaign.id,
      });
      focus.add(location.id);
    }
  }

  const resolve: MentionResolver = {
    person: (kind, id) =>
      kind === 'character' ? (people.has(id) ? id : undefined) : appearanceOf.get(`${kind}:${id}`),
    place: (_kind, id) => (places.has(id) ? id : undefined),
  };

  // Passages: chapters, sessions and the events of the scope's timelines.
  const texts = new Map(
    (workspace.chapterTexts ?? []).map((text) => [`${text.novelId}:${text.chapterId}`, text.text.doc]),
  );
  const passages: Passage[] = [];
  for (const novel of novels) {
    novel.chapters.forEach((chapter, order) => {
      passages.push(
        chapterPassage(novel.id, chapter, order, texts.get(`${novel.id}:${chapter.id}`), calendar, resolve),
      );
    });
  }
  for (const campaign of campaigns) {
    campaign.sessions.forEach((session, order) => {
      passages.push({
        ref: { kind: 'session', id: session.id, name: session.title, parentId: campaign.id },
        containerId: campaign.id,
        order,
        date: readDate(session.worldDate, calendar),
        marker: markerOfText(session.title),
        mentions:
          session.summaryDoc === undefined || session.summaryDoc === null
            ? []
            : mentionsOfDoc(session.summaryDoc.doc, resolve),
        places: [],
      });
    });
  }
  const personByName = new Map<string, string>();
  for (const person of people.values()) {
    if (!personByName.has(nameKey(person.ref.name)))
      personByName.set(nameKey(person.ref.name), person.ref.id);
  }
  const timelineIds = new Set(timelines.map((timeline) => timeline.id));
  for (const event of workspace.events) {
    if (!timelineIds.has(event.timelineId)) continue;
    const marker = markerOfText([event.title, ...event.tags].join(' '));
    passages.push({
      ref: { kind: 'event', id: event.id, name: event.title, parentId: event.timelineId },
      containerId: event.timelineId,
      order: passages.length,
      date: readDate(event.date, calendar),
      marker,
      // An event's cast list says who was there.
      mentions: event.characters.flatMap((name): PassageMention[] => {
        const personId = personByName.get(nameKey(name));
        return personId === undefined
          ? []
          : [{ targetId: personId, target: 'person', position: null, snippet: '', marker: null }];
      }),
      // Its place, when it names one of the scope's (decision 074): an id of another universe's is none.
      places: event.placeId !== undefined && places.has(event.placeId) ? [event.placeId] : [],
    });
  }

  // Relations between two people of the scope.
  const relations: Relation[] = [];
  for (const relation of workspace.relations ?? []) {
    const fromId =
      relation.from.kind === 'character'
        ? relation.from.id
        : appearanceOf.get(`${relation.from.kind}:${relation.from.id}`);
    const toId =
      relation.to.kind === 'character'
        ? relation.to.id
        : appearanceOf.get(`${relation.to.kind}:${relation.to.id}`);
    const from = fromId === undefined ? undefined : people.get(fromId);
    const to = toId === undefined ? undefined : people.get(toId);
    if (from === undefined || to === undefined || !(focus.has(from.ref.id) || focus.has(to.ref.id))) continue;
    relations.push({
      ref: {
        kind: 'relation',
        id: relation.id,
        name: `${from.ref.name} – ${to.ref.name}`,
        parentId: from.ref.id,
      },
      fromId: from.ref.id,
      toId: to.ref.id,
      type: relation.type,
      starts: readDate(relation.starts, calendar),
    });
  }

  // Names of the universe: people, places, worlds, factions, items.
  const name = (ref: ThingRef, label: string, isInScope: boolean) => {
    names.push({
      ref: { ...ref, ...(universeId === undefined ? {} : { universeId }) },
      universeId: universeId ?? scope.id,
      label,
      isInScope,
    });
  };
  const isUniverse = scope.kind === 'universe';
  for (const person of people.values()) name(person.ref, 'character', isUniverse || focus.has(person.ref.id));
  for (const place of places.values()) name(place, 'place', isUniverse || focus.has(place.id));
  for (const world of worlds) {
    name({ kind: 'world', id: world.id, name: world.name }, 'world', isUniverse);
    for (const faction of world.factions ?? []) {
      name(
        { kind: 'worlds/factions', id: faction.id, name: faction.name, parentId: world.id },
        'faction',
        isUniverse,
      );
    }
  }
  const universe = workspace.universes.find((one) => one.id === universeId);
  for (const faction of universe?.factions ?? []) {
    name(
      { kind: 'universes/factions', id: faction.id, name: faction.name, parentId: universe?.id ?? '' },
      'faction',
      isUniverse,
    );
  }
  for (const item of workspace.items) {
    if (universeId !== undefined && item.universeId === universeId) {
      name(
        { kind: 'item', id: item.id, name: item.name },
        'item',
        isUniverse || item.campaigns.some((id) => campaignIds.has(id)),
      );
    }
  }

  // People outside the scope are kept only to resolve names and relations; checks read them all.
  const input: ContinuityInput = {
    people: [...people.values()],
    places: [...places.values()],
    passages,
    relations,
    names:
      universeId === undefined && scope.kind !== 'universe'
        ? names.filter((thing) => thing.isInScope)
        : names,
    settings,
  };
  return { input, calendar, resolve, novelIds };
}
