/** The owner as one word the FTS5 tokenizers keep whole (search and suggestion tables on SQLite). */
export function ownerToken(userId: string): string {
  return `u${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}
