// The places an event can be set at (decision 074): those the continuity checks read as places of the
// event's scope — the locations and settlements of its universe's worlds, and the locations of the
// campaigns in the scope (a campaign's timeline: its own; a universe's: all of its campaigns'). Each names where it is, so two "Harbour"s can be told apart.

export type EventPlaceChoice = { id: string; name: string; where: string };

type Named = { id: string; name: string };

export function eventPlaceChoices(source: {
  worlds: readonly (Named & { settlements?: readonly Named[] | undefined })[];
  locations: readonly (Named & { worldId: string })[];
  campaigns?: readonly { title: string; locations: readonly Named[] }[];
}): EventPlaceChoice[] {
  const worldName = new Map(source.worlds.map((world) => [world.id, world.name]));
  const choices: EventPlaceChoice[] = [];
  for (const location of source.locations) {
    const where = worldName.get(location.worldId);
    if (where !== undefined) choices.push({ id: location.id, name: location.name, where });
  }
  for (const world of source.worlds) {
    for (const settlement of world.settlements ?? []) {
      choices.push({ id: settlement.id, name: settlement.name, where: world.name });
    }
  }
  for (const campaign of source.campaigns ?? []) {
    for (const location of campaign.locations) {
      choices.push({ id: location.id, name: location.name, where: campaign.title });
    }
  }
  const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return choices.sort((a, b) => byName.compare(a.where, b.where) || byName.compare(a.name, b.name));
}

/** The words an event shows for its place: "Kharn Deep (Greyspire)"; undefined for none or an unknown one. */
export function eventPlaceLabel(
  choices: readonly EventPlaceChoice[],
  placeId: string | undefined,
): string | undefined {
  if (placeId === undefined) return undefined;
  const choice = choices.find((one) => one.id === placeId);
  return choice === undefined ? undefined : `${choice.name} (${choice.where})`;
}
