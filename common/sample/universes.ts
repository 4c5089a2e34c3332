import type { UniverseRecord } from '../domain/universe';
import { ago } from './time';

export const sampleUniverses: UniverseRecord[] = [
  {
    id: 'u-emberreach',
    name: 'The Emberreach',
    description:
      'A continent re-forged after the sun shed a handful of its embers onto the world. Forests grew around the cooling stones, kingdoms rose on the mountains that held them, and every oath is still sworn by firelight.',
    lastUpdated: ago({ hours: 2 }),
    imageUrl: '/images/universes/emberreach.svg',
    isFavorite: true,
    timePeriods: [
      {
        id: 'u-emberreach-tp-1',
        name: 'The Long Dusk',
        description: 'The centuries before the Fall of Embers, when the sun was dim and crops were thin.',
      },
      {
        id: 'u-emberreach-tp-2',
        name: 'The Ember Age',
        description:
          'The current era, counted from the night the embers fell. Years are written "Year N of the Ember Age".',
      },
      {
        id: 'u-emberreach-tp-3',
        name: 'The Cinder Wars',
        description: 'Forty years of fighting over the warm stones.',
      },
    ],
    magicSystems: [
      {
        id: 'u-emberreach-ms-1',
        name: 'Hearthbinding',
        description:
          'Oaths spoken before a living flame bind the speaker; breaking one leaves a grey scar on the palm that never fades.',
      },
      {
        id: 'u-emberreach-ms-2',
        name: 'Ashreading',
        description: 'Seers read the patterns left by burnt letters to glimpse what the writer feared most.',
      },
    ],
    factions: [
      {
        id: 'u-emberreach-f-1',
        name: 'The Cinder Court',
        description: 'The ruling council of the mountain holds, seated around the largest ember ever found.',
      },
      {
        id: 'u-emberreach-f-2',
        name: 'Wardens of the Thornwild',
        description: 'Rangers who keep the forest roads open and the older things in the forest asleep.',
      },
      { id: 'u-emberreach-f-3', name: 'The Grey Palm', description: 'Oathbreakers who found each other.' },
    ],
    cultures: [
      {
        id: 'u-emberreach-c-1',
        name: 'Hold-folk',
        description:
          'Miners and smiths who measure wealth in warmth and hospitality in the size of the hearth.',
        region: 'Greyspire Mountains',
      },
      {
        id: 'u-emberreach-c-2',
        name: 'Bough-kin',
        description: 'Forest dwellers who build in the canopy and bury their dead among the roots.',
        region: 'The Thornwild',
      },
    ],
    technologies: [
      {
        id: 'u-emberreach-t-1',
        name: 'Ember lanterns',
        description: 'Glass cages holding ember chips; they glow for a generation.',
        advancement: 'Common',
      },
      {
        id: 'u-emberreach-t-2',
        name: 'Stonewarm forges',
        description: 'Forges that need no fuel, built directly over buried embers.',
        advancement: 'Advanced',
      },
      {
        id: 'u-emberreach-t-3',
        name: 'Sunglass',
        description: 'Lenses ground from fused ember-sand that can focus daylight into a cutting beam.',
        advancement: 'Rare',
      },
    ],
    races: [
      {
        id: 'u-emberreach-r-1',
        name: 'Humans',
        description: 'The most numerous people of the Emberreach, spread across every hold and hamlet.',
        origin: 'The river valleys',
        lifespan: '70–90 years',
        traits: ['Adaptable', 'Stubborn', 'Quick to swear oaths'],
      },
      {
        id: 'u-emberreach-r-2',
        name: 'Cindrel',
        description: 'Ash-skinned folk born near the embers, warm to the touch and slow to anger.',
        origin: 'The Greyspire deep halls',
        lifespan: '200 years',
        traits: ['Heat-resistant', 'Patient', 'Keen smiths'],
      },
      {
        id: 'u-emberreach-r-3',
        name: 'Thornlings',
        description:
          'Small bark-skinned people of the forest who can go still enough to be mistaken for saplings.',
        origin: 'The Thornwild',
        lifespan: '120 years',
        traits: ['Camouflage', 'Herb-lore'],
      },
    ],
    items: [
      {
        id: 'u-emberreach-i-1',
        name: 'Tinder pouch',
        description: 'A traveller’s pouch that keeps a spark alive for a week.',
        type: 'Tool',
        rarity: 'common',
        powers: ['Keeps a spark alive'],
      },
      {
        id: 'u-emberreach-i-2',
        name: 'Warden’s cloak',
        description: 'Green wool woven with thorn fibre; brambles part for the wearer.',
        type: 'Clothing',
        rarity: 'uncommon',
        powers: ['Brambles part'],
      },
      {
        id: 'u-emberreach-i-3',
        name: 'Sunglass spyglass',
        description: 'Shows the world as it looked at noon, even at midnight.',
        type: 'Tool',
        rarity: 'rare',
        powers: ['Noon-sight'],
      },
      {
        id: 'u-emberreach-i-4',
        name: 'The Oathflame Blade',
        description: 'A sword that burns only while its bearer keeps their word.',
        type: 'Weapon',
        rarity: 'legendary',
        powers: ['Burns true', 'Reveals broken oaths'],
      },
      {
        id: 'u-emberreach-i-5',
        name: 'The Ashen Crown',
        description:
          'The crown of the last king of the Long Dusk, forged from the first ember to fall. Whoever wears it hears every oath sworn within a day’s ride.',
        type: 'Regalia',
        rarity: 'unique',
        powers: ['Hears oaths', 'Commands the Cinder Court', 'Cannot be removed by force'],
      },
    ],
    lore: [
      {
        id: 'u-emberreach-l-1',
        title: 'The Night the Sky Broke',
        category: 'Myth',
        era: 'Year 1 of the Ember Age',
        content:
          'Shepherds on the Greyspire saw the sun rise twice. The second sunrise fell apart into seven burning stones, and where each one landed the snow never settled again.',
      },
      {
        id: 'u-emberreach-l-2',
        title: 'Why Candles Are Never Blown Out',
        category: 'Custom',
        era: 'The Ember Age',
        content:
          'A flame that witnessed an oath must be allowed to die on its own, or the oath dies with it.',
      },
    ],
  },
  {
    id: 'u-tidewell',
    name: 'Tidewell Expanse',
    description:
      'An ocean world whose tides run up into the sky: islands float on the high tide of the air while drowned cities sing below the low tide of the sea.',
    lastUpdated: ago({ days: 3 }),
    imageUrl: '/images/universes/tidewell.svg',
    isFavorite: false,
    timePeriods: [
      {
        id: 'u-tidewell-tp-1',
        name: 'The Great Rising',
        description: 'When the islands first lifted off the sea, counted in Tides ("Tide 40").',
      },
      {
        id: 'u-tidewell-tp-3',
        name: 'The Drift Years',
        description: 'Two centuries of islands wandering apart, before the first chains were forged.',
      },
      {
        id: 'u-tidewell-tp-2',
        name: 'The Anchored Era',
        description: 'The present, when chains bind islands together.',
      },
    ],
    magicSystems: [
      {
        id: 'u-tidewell-ms-1',
        name: 'Tidecalling',
        description:
          'Singers change the pull between sea and sky for a few breaths at a time, enough to lift a ship or drop a bridge.',
      },
    ],
    factions: [
      {
        id: 'u-tidewell-f-1',
        name: 'The Chainwrights’ Guild',
        description: 'Keepers of the great anchor chains that stop the islands drifting apart.',
      },
      {
        id: 'u-tidewell-f-2',
        name: 'The Choir Below',
        description: 'The voices of the drowned city, or something that copies them.',
      },
      {
        id: 'u-tidewell-f-3',
        name: 'The Loose Sails',
        description: 'Outer-isle skiff crews who refuse the Guild’s chain tolls and fly where they like.',
      },
    ],
    cultures: [
      {
        id: 'u-tidewell-c-1',
        name: 'Skyfarers',
        description: 'Island clans who sail between the floating isles in kite-rigged skiffs.',
        region: 'The Aerith Isles',
      },
      {
        id: 'u-tidewell-c-2',
        name: 'Deepfolk',
        description: 'Divers and bell-keepers who tend the sunken cities and trade pearls for rope.',
        region: 'The Drowned Choir',
      },
    ],
    technologies: [
      {
        id: 'u-tidewell-t-1',
        name: 'Kite-rigging',
        description: 'Sails that ride updrafts.',
        advancement: 'Common',
      },
      {
        id: 'u-tidewell-t-2',
        name: 'Diving bells',
        description: 'Brass bells that carry air to the drowned streets.',
        advancement: 'Advanced',
      },
      {
        id: 'u-tidewell-t-3',
        name: 'Tide engines',
        description: 'Clockwork that stores a tidecaller’s song and plays it back on demand.',
        advancement: 'Rare',
      },
    ],
    races: [
      {
        id: 'u-tidewell-r-1',
        name: 'Gullkin',
        description: 'Hollow-boned people with feathered forearms who glide between islands.',
        origin: 'The Aerith Isles',
        lifespan: '60 years',
        traits: ['Gliding', 'Light-boned', 'Sharp-eyed'],
      },
      {
        id: 'u-tidewell-r-2',
        name: 'Merrow',
        description: 'Sea people with gill-slits who can speak with the Choir.',
        origin: 'The Drowned Choir',
        lifespan: '150 years',
        traits: ['Water-breathing', 'Echo-song'],
      },
    ],
    items: [
      {
        id: 'u-tidewell-i-1',
        name: 'Chainwright’s key',
        description: 'Opens any anchor lock on the Guild’s chains.',
        type: 'Key',
        rarity: 'rare',
        powers: ['Opens anchor locks'],
      },
      {
        id: 'u-tidewell-i-3',
        name: 'Rope of the Skyfarers',
        description: 'Tarred rope braided with gull feathers; knots tied in it hold in any wind.',
        type: 'Gear',
        rarity: 'common',
        powers: [],
      },
      {
        id: 'u-tidewell-i-4',
        name: 'Diver’s pearl lamp',
        description: 'A pearl that glows for as long as the diver holds their breath.',
        type: 'Tool',
        rarity: 'uncommon',
        powers: ['Light underwater'],
      },
      {
        id: 'u-tidewell-i-5',
        name: 'The Tidecaller’s Conch',
        description:
          'A spiral shell that holds one verse of the song that raised the islands. Blown once, it lifts a ship; blown twice, nobody knows, because nobody has dared.',
        type: 'Instrument',
        rarity: 'legendary',
        powers: ['Lifts a ship', 'Calms a squall'],
      },
      {
        id: 'u-tidewell-i-2',
        name: 'The First Bell',
        description: 'The bell that rang as the first island rose; it still rings at every high tide.',
        type: 'Relic',
        rarity: 'unique',
        powers: ['Calls the tide', 'Wakes the Choir'],
      },
    ],
    lore: [
      {
        id: 'u-tidewell-l-2',
        title: 'Why Sailors Whistle Downward',
        category: 'Custom',
        era: 'The Anchored Era',
        content:
          'A skyfarer whistles toward the sea before a crossing, so the drowned know someone still remembers them.',
      },
      {
        id: 'u-tidewell-l-1',
        title: 'The Rising',
        category: 'History',
        era: 'Tide 1',
        content:
          'On the first Tide the sea breathed in and did not breathe out, and the islands went up with its breath.',
      },
    ],
  },
  {
    id: 'u-lanternfall',
    name: 'Lanternfall',
    description:
      'A gaslit age in which every lamp holds a captured shadow, and the city’s darkness keeps accounts.',
    lastUpdated: ago({ days: 9 }),
    imageUrl: '/images/universes/lanternfall.svg',
    isFavorite: false,
    timePeriods: [
      {
        id: 'u-lanternfall-tp-0',
        name: 'The Dim',
        description: 'Before lamps, when shadows went where they pleased.',
      },
      {
        id: 'u-lanternfall-tp-1',
        name: 'The Lamp Years',
        description: 'Counted from the first lit lamp ("Lamp Year 88").',
      },
    ],
    magicSystems: [
      {
        id: 'u-lanternfall-ms-1',
        name: 'Shade-binding',
        description:
          'A shadow caught in a lamp can be asked one question each night; it always answers, never kindly.',
      },
      {
        id: 'u-lanternfall-ms-2',
        name: 'Wick-writing',
        description: 'Letters written in lamp soot that only the addressee’s shadow can read aloud.',
      },
    ],
    factions: [
      {
        id: 'u-lanternfall-f-1',
        name: 'The Lamplighters’ Company',
        description: 'Licensed keepers of the city’s lamps and, quietly, of its secrets.',
      },
      {
        id: 'u-lanternfall-f-2',
        name: 'The Gaslight Syndicate',
        description: 'Smugglers of unlicensed shadows, run from the back rooms of Brassgate.',
      },
    ],
    cultures: [
      {
        id: 'u-lanternfall-c-1',
        name: 'Brassgate burghers',
        description: 'Merchants who count everything, including favours owed to shadows.',
        region: 'Brassgate',
      },
      {
        id: 'u-lanternfall-c-2',
        name: 'Fen-walkers',
        description: 'Marsh guides who travel without light and trade in secrets the city forgot.',
        region: 'Hollowmere',
      },
    ],
    technologies: [
      {
        id: 'u-lanternfall-t-1',
        name: 'Gas lamps',
        description: 'Lamps on every corner.',
        advancement: 'Common',
      },
      {
        id: 'u-lanternfall-t-2',
        name: 'Pneumatic post',
        description: 'Brass tubes that carry letters under the streets.',
        advancement: 'Advanced',
      },
      {
        id: 'u-lanternfall-t-3',
        name: 'Shade prisms',
        description: 'Glass that splits a shadow into the people who cast it.',
        advancement: 'Rare',
      },
    ],
    races: [
      {
        id: 'u-lanternfall-r-1',
        name: 'Humans',
        description: 'City people, mostly, who rarely look at their own shadows.',
        origin: 'Brassgate',
        lifespan: '65 years',
        traits: ['Ambitious', 'Superstitious'],
      },
      {
        id: 'u-lanternfall-r-2',
        name: 'The Unlit',
        description: 'People who sold or lost their shadows; they cast none and are hard to remember.',
        origin: 'Hollowmere',
        lifespan: 'Unknown',
        traits: ['Forgettable', 'Sees in the dark', 'Cannot be shade-bound'],
      },
    ],
    items: [
      {
        id: 'u-lanternfall-i-1',
        name: 'Lamplighter’s pole',
        description: 'Long brass pole with a hooked wick.',
        type: 'Tool',
        rarity: 'common',
        powers: [],
      },
      {
        id: 'u-lanternfall-i-3',
        name: 'Smoked-glass spectacles',
        description: 'Let the wearer see which shadows in a room belong to nobody.',
        type: 'Clothing',
        rarity: 'uncommon',
        powers: ['See loose shades'],
      },
      {
        id: 'u-lanternfall-i-4',
        name: 'Syndicate lockpick',
        description: 'A pick cut from a lamp’s wick-hook; it opens Company locks without leaving soot.',
        type: 'Tool',
        rarity: 'rare',
        powers: ['Opens Company locks'],
      },
      {
        id: 'u-lanternfall-i-5',
        name: 'The First Lamp',
        description:
          'The glassblower’s lamp, still holding her shadow, kept in a locked room under the Exchange.',
        type: 'Relic',
        rarity: 'unique',
        powers: ['Answers any question once', 'Cannot be extinguished'],
      },
      {
        id: 'u-lanternfall-i-2',
        name: 'Ledger of Lamps',
        description: 'Records every shadow the Company ever caught, and who paid for it.',
        type: 'Book',
        rarity: 'legendary',
        powers: ['Names a shadow’s owner'],
      },
    ],
    lore: [
      {
        id: 'u-lanternfall-l-2',
        title: 'The Lamplighter’s Oath',
        category: 'Custom',
        era: 'Lamp Year 12',
        content: 'Light every lamp, write every shadow, ask no question twice.',
      },
      {
        id: 'u-lanternfall-l-1',
        title: 'The First Lamp',
        category: 'History',
        era: 'Lamp Year 1',
        content:
          'A glassblower trapped her own shadow to keep it from following her husband. The lamp burned for eleven years and never needed oil.',
      },
    ],
  },
];
