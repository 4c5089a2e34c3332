// The spec's confirmation sentences (section 9), quotes and punctuation exactly as written.

export function deleteTimelineMessage(name: string): string {
  return `Are you sure you want to delete the timeline "${name}"? This action cannot be undone and all events in this timeline will be permanently lost.`;
}

export function deleteEventMessage(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}
