import type { Passage, PassageMention } from './input';

// Passages are not changed once made (a change is a new passage): what they place is worked out once,
// however many checks ask. Callers must not change the answers.
const presentCache = new WeakMap<Passage, Map<string, PassageMention>>();
const placesCache = new WeakMap<Passage, Set<string>>();

/**
 * The people a passage places in the flesh, each with its first mention that does: none when the whole
 * passage is a memory, flashback or ghost story, and never through a mention marked so (decision 060).
 */
export function presentPeople(passage: Passage): Map<string, PassageMention> {
  const known = presentCache.get(passage);
  if (known !== undefined) return known;
  const present = new Map<string, PassageMention>();
  presentCache.set(passage, present);
  if (passage.marker !== null) return present;
  for (const mention of passage.mentions) {
    if (mention.target === 'person' && mention.marker === null && !present.has(mention.targetId)) {
      present.set(mention.targetId, mention);
    }
  }
  return present;
}

/** The places a passage names: its own (an event's place) and the places its text mentions unmarked. */
export function placesOf(passage: Passage): Set<string> {
  const known = placesCache.get(passage);
  if (known !== undefined) return known;
  const places = new Set(passage.places);
  placesCache.set(passage, places);
  if (passage.marker !== null) return places;
  for (const mention of passage.mentions) {
    if (mention.target === 'place' && mention.marker === null) places.add(mention.targetId);
  }
  return places;
}
