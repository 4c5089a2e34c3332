import type { WorldRecord } from '../domain/world';

export const sampleWorlds: WorldRecord[] = [
  {
    id: 'w-thornwild',
    name: 'The Thornwild',
    description:
      'An old forest that grew around a fallen ember in a single summer. Its trees are warm to the touch, its paths move when no one is watching, and its wardens know better than to follow a path that was not there yesterday.',
    type: 'Forest',
    universeId: 'u-emberreach',
    imageUrl: '/images/worlds/thornwild.svg',
    climate: 'Temperate, with warm ground and cold, misty canopies',
    timePeriod: 'The Ember Age',
    dominantRaces: ['Thornlings', 'Humans'],
    notableFeatures: ['The Emberheart Oak', 'Shifting paths', 'Never-frozen streams'],
    settlements: [
      {
        id: 'w-thornwild-s-1',
        name: 'Briarholt',
        description: 'A canopy town of rope bridges and lantern-lit platforms.',
        kind: 'Town',
        population: 2400,
      },
      {
        id: 'w-thornwild-s-2',
        name: 'Mossgate',
        description: 'A warden outpost at the forest edge.',
        kind: 'Outpost',
      },
    ],
    creatures: [
      {
        id: 'w-thornwild-cr-1',
        name: 'Ember stag',
        description:
          'A stag whose antlers glow faintly at dusk; hunting one is said to break every oath you hold.',
        kind: 'fauna',
        habitat: 'Deep glades',
      },
      {
        id: 'w-thornwild-cr-2',
        name: 'Lantern moss',
        description: 'Moss that gives off a soft orange light.',
        kind: 'flora',
        habitat: 'North sides of warm trees',
      },
      {
        id: 'w-thornwild-cr-3',
        name: 'Hush owl',
        description:
          'An owl whose call makes travellers forget which way they came; wardens wear cork in their ears at night.',
        kind: 'fauna',
        habitat: 'Hollow trunks',
      },
      {
        id: 'w-thornwild-cr-4',
        name: 'Oathbriar',
        description: 'A thorn bush that only pricks liars.',
        kind: 'flora',
        habitat: 'Path edges',
      },
    ],
    cultures: [
      {
        id: 'w-thornwild-cu-1',
        name: 'Bough-kin',
        description: 'Canopy dwellers who speak in bird-calls across the treetops.',
        region: 'Upper canopy',
      },
    ],
    magicSystems: [
      {
        id: 'w-thornwild-ms-1',
        name: 'Rootsong',
        description: 'Humming to the roots to ask a path to stay put.',
      },
    ],
    factions: [
      {
        id: 'w-thornwild-f-1',
        name: 'Wardens of the Thornwild',
        description: 'Keepers of the forest roads.',
      },
    ],
    items: [
      {
        id: 'w-thornwild-it-1',
        name: 'Pathstone',
        description: 'A pebble that grows warm when you stray from the path you meant to take.',
        type: 'Charm',
        rarity: 'uncommon',
      },
    ],
    lore: [
      {
        id: 'w-thornwild-l-1',
        title: 'The Oak That Drank a Star',
        category: 'Legend',
        content: 'The Emberheart Oak grew around the fallen ember and has been warm ever since.',
      },
      {
        id: 'w-thornwild-l-2',
        title: 'Wardens’ Rule of Three',
        category: 'Custom',
        content:
          'Never follow a path you have seen fewer than three times; never sleep where the ground is cold; never answer a voice that knows your name.',
      },
    ],
  },
  {
    id: 'w-greyspire',
    name: 'Greyspire',
    description:
      'A range of snow-capped peaks hollowed into halls, where the Cinder Court keeps the largest ember.',
    type: 'Mountain',
    universeId: 'u-emberreach',
    imageUrl: '/images/worlds/greyspire.svg',
    climate: 'Alpine: bitter winds outside, forge-warm halls within',
    timePeriod: 'The Ember Age',
    dominantRaces: ['Cindrel', 'Humans'],
    notableFeatures: ['The Court of Embers', 'Snowless peaks', 'The Thousand Stairs'],
    settlements: [
      {
        id: 'w-greyspire-s-1',
        name: 'Kharn Deep',
        description: 'The capital hold, seven levels of halls around the Court of Embers.',
        kind: 'City',
        population: 41000,
      },
      {
        id: 'w-greyspire-s-2',
        name: 'Stairfoot',
        description: 'A market town at the bottom of the Thousand Stairs.',
        kind: 'Town',
        population: 3100,
      },
    ],
    creatures: [
      {
        id: 'w-greyspire-cr-1',
        name: 'Slate goat',
        description: 'Grey goats that can climb sheer rock.',
        kind: 'fauna',
        habitat: 'Cliff faces',
      },
      {
        id: 'w-greyspire-cr-2',
        name: 'Frostbell',
        description: 'A blue flower that rings faintly before an avalanche.',
        kind: 'flora',
        habitat: 'High meadows',
      },
      {
        id: 'w-greyspire-cr-3',
        name: 'Cinder wyrm',
        description:
          'A blind, warm-blooded serpent that coils around buried embers and must be coaxed away with song.',
        kind: 'fauna',
        habitat: 'Deep ember seams',
      },
    ],
    cultures: [
      {
        id: 'w-greyspire-cu-1',
        name: 'Hold-folk',
        description: 'Miners and smiths of the deep halls.',
        region: 'The deep halls',
      },
    ],
    magicSystems: [
      {
        id: 'w-greyspire-ms-1',
        name: 'Hearthbinding',
        description: 'Oaths sworn before the Court’s ember bind the whole hold.',
      },
    ],
    factions: [{ id: 'w-greyspire-f-1', name: 'The Cinder Court', description: 'Rulers of the holds.' }],
    items: [
      {
        id: 'w-greyspire-it-1',
        name: 'Courtfire brand',
        description: 'A torch lit from the Court’s ember, carried by envoys.',
        type: 'Token',
        rarity: 'rare',
      },
    ],
    lore: [
      {
        id: 'w-greyspire-l-1',
        title: 'The Thousand Stairs',
        category: 'Place',
        content: 'Each stair was cut by a different oath-debtor; counting them aloud is considered bad luck.',
      },
      {
        id: 'w-greyspire-l-2',
        title: 'The Cold Forge Inquiry',
        category: 'History',
        content:
          'When the Sunken Forge went cold, the Court sealed the inquiry and moved the apprentices to other holds.',
      },
    ],
  },
  {
    id: 'w-aerith-isles',
    name: 'The Aerith Isles',
    description: 'A scatter of islands riding the sky-tide, tethered by chains and crossed by kite-skiffs.',
    type: 'Sky Islands',
    universeId: 'u-tidewell',
    imageUrl: '/images/worlds/aerith-isles.svg',
    climate: 'Windy and bright; sudden squalls at the turning of the tide',
    timePeriod: 'The Anchored Era',
    dominantRaces: ['Gullkin', 'Humans'],
    notableFeatures: ['Anchor chains', 'Waterfalls that fall upward at high tide'],
    settlements: [
      {
        id: 'w-aerith-isles-s-1',
        name: 'Highmoor',
        description: 'The largest isle, home of the Chainwrights’ Guild hall.',
        kind: 'City',
        population: 18000,
      },
      {
        id: 'w-aerith-isles-s-2',
        name: 'Kestrel Rock',
        description: 'A windswept isle of racing crews and kite-makers.',
        kind: 'Town',
        population: 1900,
      },
      {
        id: 'w-aerith-isles-s-3',
        name: 'Tollgate Spire',
        description: 'A Guild watchtower where every chain crossing is taxed.',
        kind: 'Outpost',
      },
    ],
    creatures: [
      {
        id: 'w-aerith-isles-cr-1',
        name: 'Cloud ray',
        description: 'Huge gliding rays that feed on drifting spores.',
        kind: 'fauna',
        habitat: 'Open sky',
      },
      {
        id: 'w-aerith-isles-cr-2',
        name: 'Hangvine',
        description: 'Vines that hang below the islands.',
        kind: 'flora',
        habitat: 'Island undersides',
      },
      {
        id: 'w-aerith-isles-cr-3',
        name: 'Gale finch',
        description: 'Tiny birds that flock ahead of storms.',
        kind: 'fauna',
        habitat: 'Cliff nests',
      },
    ],
    cultures: [
      {
        id: 'w-aerith-isles-cu-1',
        name: 'Skyfarers',
        description: 'Island clans of kite-sailors.',
        region: 'Outer isles',
      },
    ],
    magicSystems: [{ id: 'w-aerith-isles-ms-1', name: 'Tidecalling', description: 'Songs that lift ships.' }],
    factions: [
      { id: 'w-aerith-isles-f-1', name: 'The Chainwrights’ Guild', description: 'Keepers of the chains.' },
    ],
    items: [
      {
        id: 'w-aerith-isles-it-1',
        name: 'Storm compass',
        description: 'Points to the nearest squall.',
        type: 'Tool',
        rarity: 'uncommon',
      },
    ],
    lore: [
      {
        id: 'w-aerith-isles-l-1',
        title: 'The Lost Isle',
        category: 'Mystery',
        content:
          'One island slipped its chain in Tide 212 and has been seen only as a shadow on the clouds since.',
      },
    ],
  },
  {
    id: 'w-drowned-choir',
    name: 'The Drowned Choir',
    description:
      'A city that sank when the islands rose. Its bells still ring underwater, and divers swear the tunes change from year to year.',
    type: 'Underwater',
    universeId: 'u-tidewell',
    imageUrl: '/images/worlds/drowned-choir.svg',
    climate: 'Cold, dark water warmed by vents near the cathedral',
    timePeriod: 'The Anchored Era',
    dominantRaces: ['Merrow'],
    notableFeatures: ['The Bell Cathedral', 'Vent gardens'],
    settlements: [
      {
        id: 'w-drowned-choir-s-1',
        name: 'Belltower Reach',
        description: 'Merrow homes in the old bell towers.',
        kind: 'Village',
        population: 650,
      },
      {
        id: 'w-drowned-choir-s-2',
        name: 'The Air Market',
        description:
          'A cluster of diving bells where Deepfolk trade pearls for rope, rope for air, and air for news.',
        kind: 'Market',
        population: 220,
      },
    ],
    creatures: [
      {
        id: 'w-drowned-choir-cr-1',
        name: 'Chime eel',
        description: 'Eels that hum in the key of the bells.',
        kind: 'fauna',
        habitat: 'Bell towers',
      },
      {
        id: 'w-drowned-choir-cr-2',
        name: 'Vent kelp',
        description: 'Red kelp that grows only near warm vents.',
        kind: 'flora',
        habitat: 'Vent gardens',
      },
      {
        id: 'w-drowned-choir-cr-3',
        name: 'Lantern jelly',
        description: 'Jellyfish that light up when someone sings nearby.',
        kind: 'fauna',
        habitat: 'Open nave',
      },
    ],
    cultures: [
      {
        id: 'w-drowned-choir-cu-1',
        name: 'Deepfolk',
        description: 'Bell-keepers and pearl traders.',
        region: 'The cathedral district',
      },
    ],
    magicSystems: [
      { id: 'w-drowned-choir-ms-1', name: 'Echo-song', description: 'Merrow songs that carry memories.' },
    ],
    factions: [{ id: 'w-drowned-choir-f-1', name: 'The Choir Below', description: 'Voices of the drowned.' }],
    items: [
      {
        id: 'w-drowned-choir-it-1',
        name: 'Pearl of the Last Hymn',
        description: 'Holds a song no one alive remembers.',
        type: 'Relic',
        rarity: 'legendary',
      },
    ],
    lore: [
      {
        id: 'w-drowned-choir-l-1',
        title: 'The Last Service',
        category: 'History',
        content: 'The choir kept singing as the water rose. Nobody agrees on whether they stopped.',
      },
    ],
  },
  {
    id: 'w-hollowmere',
    name: 'Hollowmere',
    description: 'Marsh country under a permanent dusk where escaped shadows gather.',
    type: 'Shadowy',
    universeId: 'u-lanternfall',
    imageUrl: '/images/worlds/hollowmere.svg',
    climate: 'Damp, foggy and always twilight',
    timePeriod: 'The Lamp Years',
    dominantRaces: ['Humans'],
    notableFeatures: ['Shadow fens', 'The Unlit Road'],
    settlements: [
      {
        id: 'w-hollowmere-s-1',
        name: 'Wickfen',
        description: 'A stilt village that keeps no lamps at all.',
        kind: 'Village',
        population: 300,
      },
      {
        id: 'w-hollowmere-s-2',
        name: 'Lastlight Inn',
        description: 'The final lit building on the Unlit Road; its keeper charges by the candle.',
        kind: 'Waystation',
        population: 12,
      },
    ],
    creatures: [
      {
        id: 'w-hollowmere-cr-1',
        name: 'Loose shade',
        description: 'A shadow without an owner, looking for one.',
        kind: 'fauna',
        habitat: 'Fog banks',
      },
      {
        id: 'w-hollowmere-cr-2',
        name: 'Dimreed',
        description: 'Reeds that swallow light.',
        kind: 'flora',
        habitat: 'Fen edges',
      },
      {
        id: 'w-hollowmere-cr-3',
        name: 'Bog heron',
        description: 'A grey heron that walks beside travellers and leaves when their shadow does.',
        kind: 'fauna',
        habitat: 'Shallows',
      },
    ],
    cultures: [
      {
        id: 'w-hollowmere-cu-1',
        name: 'Fen-walkers',
        description: 'Guides who travel without light.',
        region: 'The fens',
      },
    ],
    magicSystems: [
      { id: 'w-hollowmere-ms-1', name: 'Shade-binding', description: 'Catching shadows in lamps.' },
    ],
    factions: [
      { id: 'w-hollowmere-f-1', name: 'The Unlit', description: 'People who gave their shadows away.' },
    ],
    items: [
      {
        id: 'w-hollowmere-it-1',
        name: 'Dark lantern',
        description: 'A lamp that shines shadow instead of light.',
        type: 'Tool',
        rarity: 'rare',
      },
    ],
    lore: [
      {
        id: 'w-hollowmere-l-1',
        title: 'Where Shadows Go',
        category: 'Folklore',
        content: 'A shadow set free walks south until it reaches the fens, then waits for someone it likes.',
      },
    ],
  },
  {
    id: 'w-brassgate',
    name: 'Brassgate',
    description:
      'The gaslit capital of Lanternfall: chimneys, canals, pneumatic post and ten thousand lamps.',
    type: 'Urban',
    universeId: 'u-lanternfall',
    imageUrl: '/images/worlds/brassgate.svg',
    climate: 'Smoky and rainy; the canals steam in winter',
    timePeriod: 'The Lamp Years',
    dominantRaces: ['Humans'],
    notableFeatures: ['Ten thousand lamps', 'The Company Exchange', 'Canal locks'],
    settlements: [
      {
        id: 'w-brassgate-s-1',
        name: 'Old Quay',
        description: 'The dockside ward.',
        kind: 'District',
        population: 52000,
      },
      {
        id: 'w-brassgate-s-2',
        name: 'Lampwick Row',
        description: 'The Company’s own street.',
        kind: 'District',
        population: 8000,
      },
    ],
    creatures: [
      {
        id: 'w-brassgate-cr-1',
        name: 'Soot pigeon',
        description: 'Black-feathered pigeons that carry messages for coin.',
        kind: 'fauna',
        habitat: 'Rooftops',
      },
      {
        id: 'w-brassgate-cr-2',
        name: 'Gaslight ivy',
        description: 'Ivy that grows only on lamp posts.',
        kind: 'flora',
        habitat: 'Lamp posts',
      },
    ],
    cultures: [
      {
        id: 'w-brassgate-cu-1',
        name: 'Brassgate burghers',
        description: 'Merchants and clerks.',
        region: 'The Exchange',
      },
    ],
    magicSystems: [
      { id: 'w-brassgate-ms-1', name: 'Shade-binding', description: 'Licensed by the Company.' },
    ],
    factions: [
      { id: 'w-brassgate-f-1', name: 'The Lamplighters’ Company', description: 'Keepers of the lamps.' },
      { id: 'w-brassgate-f-2', name: 'The Gaslight Syndicate', description: 'Smugglers of shadows.' },
    ],
    items: [
      {
        id: 'w-brassgate-it-1',
        name: 'Company seal',
        description: 'Marks a licensed lamp.',
        type: 'Token',
        rarity: 'common',
      },
    ],
    lore: [
      {
        id: 'w-brassgate-l-1',
        title: 'The Night of No Lamps',
        category: 'History',
        content:
          'In Lamp Year 61 every lamp went out for one hour. The Company’s records of that hour are missing.',
      },
      {
        id: 'w-brassgate-l-2',
        title: 'Counting the Lamps',
        category: 'Custom',
        content:
          'Every New Year’s night the Company counts the city’s lamps aloud; a miscount is blamed on the Syndicate.',
      },
    ],
  },
];
