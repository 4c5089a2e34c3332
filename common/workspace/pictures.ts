import { isAllowedImageUrl } from '../domain/safe-urls';
import { CHARACTER_LINK, isAppearanceKind } from './cast';

// The picture a thing is drawn with where it is named (the graph's nodes, the family tree's boxes,
// mention previews): a character's portrait, a part's own image, an appearance's character's portrait.
// Only the app's own images (decision 025): anything else reads as no picture, and the screen shows its
// usual shape or name instead.

/** `url` when it is one of the app's own images, else undefined (an empty or outside address). */
export function ownPicture(url: unknown): string | undefined {
  return typeof url === 'string' && url !== '' && isAllowedImageUrl(url) ? url : undefined;
}

/**
 * A part's picture: its own `imageUrl` (factions, settlements, creatures, items, locations), or, for an
 * appearance of a character, that character's portrait (`portraitOf` its id).
 */
export function partPicture(
  kind: string,
  data: Readonly<Record<string, unknown>>,
  portraitOf: (characterId: string) => string | undefined,
): string | undefined {
  const own = ownPicture(data.imageUrl);
  if (own !== undefined) return own;
  const characterId = data[CHARACTER_LINK];
  if (!isAppearanceKind(kind) || typeof characterId !== 'string') return undefined;
  return ownPicture(portraitOf(characterId));
}
