import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../sample/workspace';
import { planVault } from './vault-export';
import { readVault } from './vault-import';

// An event's place in the Markdown vault (decision 099, after 056 and 074): written as a link to the
// place's note — a world's location, a world's settlement or a campaign's location — and read back as
// that place's id; a place outside a scoped vault stays an id; a hand-made link to a note that is no
// place is named in the report and left out.

const EXPORTED_AT = '2026-12-07T21:00:00.000Z';
type Row = Record<string, unknown> & { id: string };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function withPlaces(): { workspace: Record<string, unknown>; places: Record<string, string> } {
  const workspace = structuredClone(sampleWorkspace) as unknown as Record<string, Row[]>;
  const world = (workspace.worlds ?? []).find((one) => ((one.settlements as Row[]) ?? []).length > 0);
  const settlement = ((world?.settlements as Row[] | undefined) ?? [])[0]?.id ?? '';
  const location = workspace.locations?.[0]?.id ?? '';
  const campaignLocation = ((workspace.campaigns?.[0]?.locations as Row[]) ?? [])[0]?.id ?? '';
  const events = workspace.events ?? [];
  const places = {
    [events[0]?.id ?? '']: location,
    [events[1]?.id ?? '']: settlement,
    [events[2]?.id ?? '']: campaignLocation,
  };
  for (const event of events) if (places[event.id] !== undefined) event.placeId = places[event.id];
  expect(Object.values(places).every((id) => id !== '')).toBe(true);
  return { workspace, places };
}

function filesOf(workspace: Record<string, unknown>, scope: Parameters<typeof planVault>[1]) {
  return Object.fromEntries(
    [...planVault(workspace, scope, EXPORTED_AT).files()].map((file) => [file.path, file.text]),
  ) as Record<string, string>;
}

const asBytes = (files: Record<string, Uint8Array | string>) =>
  Object.fromEntries(
    Object.entries(files).map(([path, data]) => [
      path,
      typeof data === 'string' ? encoder.encode(data) : data,
    ]),
  );
const textOf = (data: Uint8Array | string | undefined) =>
  typeof data === 'string' ? data : decoder.decode(data ?? new Uint8Array());

const placesRead = (workspace: Record<string, unknown>) =>
  Object.fromEntries(
    ((workspace.events ?? []) as Row[])
      .filter((event) => event.placeId !== undefined)
      .map((event) => [event.id, event.placeId]),
  );

describe('an event’s place in the Markdown vault', () => {
  it('is a link to the place’s note, and reads back as the same place', () => {
    const { workspace, places } = withPlaces();
    const files = filesOf(workspace, { kind: 'workspace' });
    const eventNotes = Object.entries(files).filter(([, data]) => /^type: event$/m.test(textOf(data)));
    const withPlace = eventNotes.filter(([, data]) => /^placeId: /m.test(textOf(data)));
    expect(withPlace).toHaveLength(3);
    for (const [, data] of withPlace) expect(textOf(data)).toMatch(/^placeId: "?\[\[[^\]]+\|[^\]]+\]\]"?$/m);
    const read = readVault(asBytes(files), {}, EXPORTED_AT);
    expect(placesRead(read.workspace)).toEqual(places);
    expect(read.notCarried.filter((line) => line.includes('placeId'))).toEqual([]);
  });

  it('stays an id when the place is outside a scoped vault, and reads back as that id', () => {
    const { workspace } = withPlaces();
    const rows = workspace as Record<string, Row[]>;
    const event = rows.events?.[0] as Row;
    const timeline = rows.timelines?.find((one) => one.id === event.timelineId) as Row;
    const universeOf = (worldId: unknown) => rows.worlds?.find((world) => world.id === worldId)?.universeId;
    // A location of another universe's world: not in this universe's vault.
    const elsewhere = rows.locations?.find((location) => universeOf(location.worldId) !== timeline.entityId);
    expect(elsewhere).toBeDefined();
    event.placeId = elsewhere?.id;
    const files = filesOf(workspace, { kind: 'universe', id: String(timeline.entityId) });
    const note = Object.values(files).find((text) => text.includes(`id: ${event.id}\n`));
    expect(note).toMatch(new RegExp(`^placeId: ${elsewhere?.id}$`, 'm'));
    const read = readVault(asBytes(files), {}, EXPORTED_AT);
    expect(placesRead(read.workspace)[event.id]).toBe(elsewhere?.id);
  });

  it('names and leaves out a hand-made place that links to a note that is no place', () => {
    const files = {
      'Characters/Mira.md': '---\ntype: character\nid: ch-mira\n---\n',
      'Timelines/Ages.md': '---\ntype: timeline\nid: t-1\ntitle: Ages\n---\n',
      'Events/The Fall.md':
        '---\ntype: event\nid: e-1\ntimelineId: "[[Timelines/Ages]]"\ntitle: The Fall\nplaceId: "[[Characters/Mira]]"\n---\n',
    };
    const read = readVault(asBytes(files), {}, EXPORTED_AT);
    expect(placesRead(read.workspace)).toEqual({});
    expect(read.notCarried).toContain(
      'Events/The Fall.md: placeId links to “Characters/Mira”, which is not a location or settlement',
    );
  });
});
