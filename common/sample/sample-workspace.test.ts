import { describe, expect, it } from 'vitest';
import {
  campaignItemStatuses,
  campaignStatuses,
  characterRoles,
  eventIcons,
  importances,
  itemRarities,
  itemTypes,
  locationTypes,
  novelStatuses,
  rarities,
  technologyAdvancements,
  timelineEntityTypes,
  worldTypes,
} from '../domain/enums';
import { workspaceSchema } from '../domain/workspace';
import { sampleWorkspace as ws } from './workspace';

// The browser sorts event dates with a numeric collator (src/lib/natural-compare.ts); common/ may not import it.
const naturalCompare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

const ids = <T extends { id: string }>(list: T[]) => new Set(list.map((record) => record.id));

describe('the sample workspace', () => {
  it('passes the workspace schema, record by record', () => {
    const result = workspaceSchema.safeParse(ws);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('has unique ids within each kind, including nested parts', () => {
    const lists: { id: string }[][] = [
      ws.novels,
      ws.universes,
      ws.worlds,
      ws.locations,
      ws.campaigns,
      ws.timelines,
      ws.events,
      ws.characters,
      ws.items,
    ];
    for (const list of lists) expect(ids(list).size).toBe(list.length);
    const nested = [
      ...ws.novels.flatMap((n) => [
        ...n.chapters,
        ...n.characters,
        ...n.storyArcs,
        ...n.assets.images,
        ...n.assets.documents,
        ...n.assets.music,
      ]),
      ...ws.campaigns.flatMap((c) => [
        ...c.sessions,
        ...c.characters,
        ...c.quests,
        ...c.encounters,
        ...c.locations,
        ...c.items,
        ...c.notes,
      ]),
      ...ws.universes.flatMap((u) => [
        ...u.timePeriods,
        ...u.magicSystems,
        ...u.factions,
        ...u.cultures,
        ...u.technologies,
        ...u.races,
        ...u.items,
        ...u.lore,
      ]),
      ...ws.worlds.flatMap((w) => [
        ...w.settlements,
        ...w.creatures,
        ...w.cultures,
        ...w.magicSystems,
        ...w.factions,
        ...w.items,
        ...w.lore,
      ]),
    ];
    expect(ids(nested).size).toBe(nested.length);
  });

  it('resolves every reference', () => {
    const universes = ids(ws.universes);
    const worlds = ids(ws.worlds);
    const novels = ids(ws.novels);
    const campaigns = ids(ws.campaigns);
    const timelines = ids(ws.timelines);
    const byType = { novel: novels, universe: universes, campaign: campaigns };
    const dangling: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) dangling.push(what);
    };
    for (const n of ws.novels) check(n.universeId === undefined || universes.has(n.universeId), n.id);
    for (const w of ws.worlds) check(universes.has(w.universeId), w.id);
    for (const l of ws.locations) check(worlds.has(l.worldId), l.id);
    for (const c of ws.campaigns) check(universes.has(c.universeId), c.id);
    for (const t of ws.timelines) check(byType[t.entityType].has(t.entityId), t.id);
    for (const e of ws.events) check(timelines.has(e.timelineId), e.id);
    for (const c of ws.characters) {
      check(c.novelId === undefined || novels.has(c.novelId), `${c.id}.novelId`);
      check(c.universeId === undefined || universes.has(c.universeId), `${c.id}.universeId`);
      check(c.campaignId === undefined || campaigns.has(c.campaignId), `${c.id}.campaignId`);
    }
    for (const i of ws.items) {
      check(i.universeId === undefined || universes.has(i.universeId), `${i.id}.universeId`);
      for (const c of i.campaigns) check(campaigns.has(c), `${i.id}.campaigns`);
    }
    for (const p of ws.profile.recentProjects) check(byType[p.type].has(p.id), `profile ${p.id}`);
    expect(dangling).toEqual([]);
  });

  it('covers every enumeration the screens style or filter on', () => {
    const covers = <T>(values: readonly T[], seen: T[]) => expect(new Set(seen)).toEqual(new Set(values));
    covers(
      novelStatuses,
      ws.novels.map((n) => n.status),
    );
    covers(
      campaignStatuses,
      ws.campaigns.map((c) => c.status),
    );
    covers(
      campaignItemStatuses,
      ws.campaigns.flatMap((c) => c.items.map((i) => i.status)),
    );
    covers(
      technologyAdvancements,
      ws.universes.flatMap((u) => u.technologies.map((t) => t.advancement)),
    );
    covers(
      rarities,
      ws.universes.flatMap((u) => u.items.map((i) => i.rarity)),
    );
    covers(
      worldTypes,
      ws.worlds.map((w) => w.type),
    );
    covers(
      locationTypes,
      ws.locations.map((l) => l.type),
    );
    covers(
      timelineEntityTypes,
      ws.timelines.map((t) => t.entityType),
    );
    covers(
      importances,
      ws.events.map((e) => e.importance),
    );
    covers(
      eventIcons,
      ws.events.map((e) => e.icon),
    );
    covers(
      characterRoles,
      ws.characters.map((c) => c.role),
    );
    covers(
      itemTypes,
      ws.items.map((i) => i.type),
    );
    covers(
      itemRarities,
      ws.items.map((i) => i.rarity),
    );
  });

  it('has the sizes and variety the screens need', () => {
    expect(ws.universes.length).toBeGreaterThanOrEqual(3);
    expect(ws.novels).toHaveLength(6);
    expect(ws.campaigns).toHaveLength(4);
    expect(ws.timelines.length).toBeGreaterThanOrEqual(5);
    // The timelines of universes and campaigns, and the two novel timelines written as timelines, are
    // full; the four made from novels' own event lists (decision 018) hold just those events.
    const liftedFromNovels = new Set([
      't-thornwild-song',
      't-skyward-tithe',
      't-drowned-bells',
      't-quiet-orchard',
    ]);
    for (const t of ws.timelines) {
      const count = ws.events.filter((e) => e.timelineId === t.id).length;
      expect(count, t.id).toBeGreaterThanOrEqual(liftedFromNovels.has(t.id) ? 1 : 8);
    }
    expect(ws.novels.every((n) => n.wordCount >= 1000)).toBe(true);
    expect(ws.novels.some((n) => n.universeId === undefined)).toBe(true);
    expect(ws.novels.filter((n) => n.universeId !== undefined).length).toBeGreaterThan(3);
    expect(ws.campaigns.some((c) => c.nextSessionDate === null)).toBe(true);
    expect(ws.novels.some((n) => n.isFavorite)).toBe(true);
    expect(ws.universes.some((u) => u.isFavorite)).toBe(true);
    expect(ws.campaigns.some((c) => c.isFavorite)).toBe(true);
    expect(ws.events.some((e) => e.tags.length >= 4)).toBe(true);
    const tags = new Set(ws.events.flatMap((e) => e.tags));
    for (const tag of ['artifact', 'battle', 'politics', 'discovery', 'journey']) expect(tags).toContain(tag);
    expect(ws.characters.some((c) => c.novelId === undefined && c.campaignId === undefined)).toBe(true);
    expect(ws.novels.some((n) => n.description.length > 100)).toBe(true);
    expect(ws.profile).toMatchObject({ name: 'Elena Voss', username: 'elenavoss' });
    for (const w of ws.worlds) {
      expect(new Set(w.creatures.map((c) => c.kind)), w.id).toEqual(new Set(['fauna', 'flora']));
      expect(w.settlements.length, w.id).toBeGreaterThan(0);
    }
  });

  it('fills every tab of every universe, novel, world and campaign', () => {
    for (const u of ws.universes) {
      const parts = [
        u.timePeriods,
        u.magicSystems,
        u.factions,
        u.cultures,
        u.technologies,
        u.races,
        u.items,
        u.lore,
      ];
      expect(
        parts.every((part) => part.length > 0),
        u.id,
      ).toBe(true);
      expect(new Set(u.technologies.map((t) => t.advancement)), u.id).toEqual(
        new Set(technologyAdvancements),
      );
      expect(new Set(u.items.map((i) => i.rarity)), u.id).toEqual(new Set(rarities));
    }
    for (const n of ws.novels) {
      const parts = [n.chapters, n.characters, n.storyArcs, ...Object.values(n.assets)];
      expect(
        parts.every((part) => part.length > 0),
        n.id,
      ).toBe(true);
      // The Timeline tab shows the events of the timelines linked to the novel.
      const linked = ws.timelines.filter((t) => t.entityType === 'novel' && t.entityId === n.id);
      expect(
        ws.events.some((e) => linked.some((t) => t.id === e.timelineId)),
        n.id,
      ).toBe(true);
    }
    for (const w of ws.worlds) {
      const parts = [w.settlements, w.cultures, w.magicSystems, w.factions, w.items, w.lore, w.dominantRaces];
      expect(parts.every((part) => part.length > 0) && w.notableFeatures.length > 0, w.id).toBe(true);
      expect(w.climate && w.timePeriod, w.id).toBeTruthy();
      expect(
        ws.locations.some((l) => l.worldId === w.id),
        w.id,
      ).toBe(true);
    }
    for (const c of ws.campaigns) {
      const parts = [c.sessions, c.quests, c.encounters, c.locations, c.items, c.notes];
      expect(
        parts.every((part) => part.length > 0),
        c.id,
      ).toBe(true);
      expect(new Set(c.characters.map((ch) => ch.type)), c.id).toEqual(new Set(['player', 'npc']));
    }
  });

  it('dates a calendar so that natural order differs from plain text order', () => {
    const dates = ws.events.filter((e) => e.timelineId === 't-ember-age').map((e) => e.date);
    const natural = [...dates].sort(naturalCompare);
    expect(natural.indexOf('Year 9 of the Ember Age')).toBeLessThan(
      natural.indexOf('Year 10 of the Ember Age'),
    );
    expect([...dates].sort()).not.toEqual(natural);
  });

  it('uses only local images, with one asset pointing at a missing file', () => {
    const urls = [
      ...ws.novels.flatMap((n) => [n.coverUrl, ...n.assets.images.map((i) => i.url)]),
      ...ws.universes.map((u) => u.imageUrl),
      ...ws.worlds.map((w) => w.imageUrl),
      ...ws.campaigns.map((c) => c.coverUrl),
      ws.profile.avatar,
    ];
    expect(urls.filter((url) => !url.startsWith('/images/'))).toEqual([]);
    expect(urls.some((url) => url.includes('missing'))).toBe(true);
  });
});
