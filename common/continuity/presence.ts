import type { Passage, PassageMention } from './input';

/**
 * The people a passage places in the flesh, each with its first mention that does: none when the whole
 * passage is a memory, flashback or ghost story, and never through a mention marked so (decision 060).
 */
export function presentPeople(passage: Passage): Map<string, PassageMention> {
  const present = new Map<string, PassageMention>();
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
  const places = new Set(passage.places);
  if (passage.marker !== null) return places;
  for (const mention of passage.mentions) {
    if (mention.target === 'place' && mention.marker === null) places.add(mention.targetId);
  }
  return places;
}
