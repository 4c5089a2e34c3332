// How a Kanka campaign export is laid out (decision 066): `campaign.json` at the top, then a folder of
// JSON files per module. Apart from the reader (kanka-import.ts) so the import form can recognise such a
// `.zip` without loading it.

export const CAMPAIGN_FILE = 'campaign.json';

/** Kanka's modules that become something here, by folder. */
export const CARRIED = [
  'characters',
  'locations',
  'items',
  'organisations',
  'families',
  'notes',
  'journals',
  'events',
  'races',
  'quests',
  'calendars',
] as const;
export type CarriedFolder = (typeof CARRIED)[number];

/** Kanka's other modules, by folder, named in the report when a file has them. */
export const NOT_CARRIED: Readonly<Record<string, string>> = {
  creatures: 'creatures',
  timelines: 'timelines',
  abilities: 'abilities',
  tags: 'tags',
  maps: 'maps',
  conversations: 'conversations',
  dice_rolls: 'dice rolls',
  attribute_templates: 'attribute templates',
  bookmarks: 'bookmarks',
  menu_links: 'bookmarks',
  gallery: 'gallery entries',
};

/** The entries without the one folder a re-zipped export sits in (when `campaign.json` is not at the top). */
export function kankaFiles(entries: Readonly<Record<string, Uint8Array>>): Map<string, Uint8Array> {
  const paths = Object.keys(entries).filter(
    (path) => !path.endsWith('/') && !/(^|\/)(\.|__MACOSX)/.test(path),
  );
  const top = paths.includes(CAMPAIGN_FILE)
    ? undefined
    : paths.find((path) => path.endsWith(`/${CAMPAIGN_FILE}`) && path.split('/').length === 2);
  const strip = top === undefined ? 0 : top.length - CAMPAIGN_FILE.length;
  return new Map(
    paths
      .filter((path) => path.startsWith(top === undefined ? '' : top.slice(0, strip)))
      .map((path) => [path.slice(strip), entries[path] as Uint8Array]),
  );
}

/** Whether a `.zip`'s entries are a Kanka campaign export: a `campaign.json` and module folders of JSON. */
export function isKankaExport(entries: Readonly<Record<string, Uint8Array>>): boolean {
  const files = kankaFiles(entries);
  if (!files.has(CAMPAIGN_FILE)) return false;
  return [...files.keys()].some((path) => {
    const folder = path.split('/')[0] ?? '';
    return path.endsWith('.json') && path.includes('/') && (isCarried(folder) || folder in NOT_CARRIED);
  });
}

export function isCarried(folder: string): folder is CarriedFolder {
  return (CARRIED as readonly string[]).includes(folder);
}
