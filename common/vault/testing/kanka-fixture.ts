import { strToU8 } from 'fflate';
import calendarsCoastReckoning from '../fixtures/kanka-ashen-coast/calendars/coast-reckoning.json';
import campaign from '../fixtures/kanka-ashen-coast/campaign.json';
import charactersMiraQuell from '../fixtures/kanka-ashen-coast/characters/mira-quell.json';
import charactersTheDrownedAbbot from '../fixtures/kanka-ashen-coast/characters/the-drowned-abbot.json';
import charactersTobinQuell from '../fixtures/kanka-ashen-coast/characters/tobin-quell.json';
import eventsTheLongDark from '../fixtures/kanka-ashen-coast/events/the-long-dark.json';
import familiesHouseQuell from '../fixtures/kanka-ashen-coast/families/house-quell.json';
import itemsNinthLamp from '../fixtures/kanka-ashen-coast/items/ninth-lamp.json';
import itemsTideBell from '../fixtures/kanka-ashen-coast/items/tide-bell.json';
import journalsSession1TheGreenFlame from '../fixtures/kanka-ashen-coast/journals/session-1-the-green-flame.json';
import locationsSaltmarch from '../fixtures/kanka-ashen-coast/locations/saltmarch.json';
import locationsTheSunkenAbbey from '../fixtures/kanka-ashen-coast/locations/the-sunken-abbey.json';
import notesTidesAndBells from '../fixtures/kanka-ashen-coast/notes/tides-and-bells.json';
import organisationsLamplightersGuild from '../fixtures/kanka-ashen-coast/organisations/lamplighters-guild.json';
import questsTheDrownedBell from '../fixtures/kanka-ashen-coast/quests/the-drowned-bell.json';
import questsTheNinthLamp from '../fixtures/kanka-ashen-coast/quests/the-ninth-lamp.json';
import racesSeaTouched from '../fixtures/kanka-ashen-coast/races/sea-touched.json';

// The hand-written Kanka campaign export (../fixtures/kanka-ashen-coast/README.md) as tests use it.

const FILES: readonly [string, unknown][] = [
  ['campaign.json', campaign],
  ['calendars/coast-reckoning.json', calendarsCoastReckoning],
  ['characters/mira-quell.json', charactersMiraQuell],
  ['characters/the-drowned-abbot.json', charactersTheDrownedAbbot],
  ['characters/tobin-quell.json', charactersTobinQuell],
  ['events/the-long-dark.json', eventsTheLongDark],
  ['families/house-quell.json', familiesHouseQuell],
  ['items/ninth-lamp.json', itemsNinthLamp],
  ['items/tide-bell.json', itemsTideBell],
  ['journals/session-1-the-green-flame.json', journalsSession1TheGreenFlame],
  ['locations/saltmarch.json', locationsSaltmarch],
  ['locations/the-sunken-abbey.json', locationsTheSunkenAbbey],
  ['notes/tides-and-bells.json', notesTidesAndBells],
  ['organisations/lamplighters-guild.json', organisationsLamplightersGuild],
  ['quests/the-drowned-bell.json', questsTheDrownedBell],
  ['quests/the-ninth-lamp.json', questsTheNinthLamp],
  ['races/sea-touched.json', racesSeaTouched],
];

/** The fixture's JSON files as an unzipped export's entries, under `prefix` (a re-zipped folder). */
export function kankaFixture(prefix = ''): Record<string, Uint8Array> {
  return Object.fromEntries(FILES.map(([path, data]) => [`${prefix}${path}`, strToU8(JSON.stringify(data))]));
}
