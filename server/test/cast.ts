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
    characters: workspace.characters.filter((character) => known.has(character.id)),
  };
}
