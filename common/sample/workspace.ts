import type { Workspace } from '../domain/workspace';
import { sampleCampaigns } from './campaigns';
import { sampleLocations } from './locations';
import { sampleNovels } from './novels';
import { sampleProfile } from './profile';
import { sampleCharacters, sampleItems } from './references';
import { sampleEvents, sampleTimelines } from './timelines';
import { sampleUniverses } from './universes';
import { sampleWorlds } from './worlds';

/**
 * The built-in sample workspace. The browser's in-memory repository imports it through a dynamic import()
 * (so it stays out of the entry chunk); the server copies it into every new user's stored workspace.
 */
export const sampleWorkspace: Workspace = {
  novels: sampleNovels,
  universes: sampleUniverses,
  worlds: sampleWorlds,
  locations: sampleLocations,
  campaigns: sampleCampaigns,
  timelines: sampleTimelines,
  events: sampleEvents,
  characters: sampleCharacters,
  items: sampleItems,
  maps: [],
  profile: sampleProfile,
};
