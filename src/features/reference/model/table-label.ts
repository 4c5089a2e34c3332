/** A table's name as a title: `novels` → `Novels` (queries keep the lower-case name). */
export function tableLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
