import type { Workspace } from '../../common/domain/workspace';

/** The workspace as the previous release had it: appearances without their link, no new characters. */
export function withoutCast(workspace: Workspace, before: Workspace): Workspace {
  const known = new Set(before.characters.map((character) => character.id));
  const strip = <P extends { characterId?: string | undefined }>(parts: P[]): Omit<P, 'characterId'>[] =>
    parts.map(({ characterId: _link, ...rest }) => rest);
  return {
    ...workspace,
    novels: workspace.novels.map((novel) => ({ ...novel, characters: strip(novel.characters) })),
    campaigns: workspace.campaigns.map((campaign) => ({
      ...campaign,
      characters: strip(campaign.characters),
    })),
    // Race and class a later migration gives a character from its campaigns (0044, checked by its own test).
    characters: workspace.characters
      .filter((character) => known.has(character.id))
      .map((character) => {
        const had = before.characters.find((each) => each.id === character.id) ?? {};
        const {
          race,
          class: role,
          ...rest
        } = character as typeof character & { race?: unknown; class?: unknown };
        return {
          ...rest,
          ...('race' in had ? { race } : {}),
          ...('class' in had ? { class: role } : {}),
        } as typeof character;
      }),
  };
}
