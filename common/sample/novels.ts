import type { NovelRecord } from '../domain/novel';
import { ago } from './time';

export const sampleNovels: NovelRecord[] = [
  {
    id: 'n-ashen-crown',
    title: 'The Ashen Crown',
    status: 'in-progress',
    wordCount: 84_250,
    lastUpdated: ago({ minutes: 35 }),
    coverUrl: '/images/covers/ashen-crown.svg',
    description:
      'Mira Coldwater, a forge apprentice with a scarred palm, finds the crown everyone swore was destroyed, and learns that it still hears every oath sworn in the Emberreach, including the ones the Cinder Court would rather forget.',
    isFavorite: true,
    universeId: 'u-emberreach',
    chapters: [
      { id: 'n-ashen-crown-ch-1', title: 'A Scar for a Promise', wordCount: 4210 },
      { id: 'n-ashen-crown-ch-2', title: 'The Forge That Went Cold', wordCount: 5120 },
      { id: 'n-ashen-crown-ch-3', title: 'Up the Thousand Stairs', wordCount: 4875 },
      { id: 'n-ashen-crown-ch-4', title: 'Court of Embers', wordCount: 6030 },
      { id: 'n-ashen-crown-ch-5', title: 'What the Ash Remembers', wordCount: 3990 },
    ],
    characters: [
      {
        id: 'n-ashen-crown-c-1',
        characterId: 'ch-mira',
        name: 'Mira Coldwater',
        role: 'Protagonist',
        description:
          'A forge apprentice who once broke an oath to save her brother and has hidden the grey scar ever since.',
      },
      {
        id: 'n-ashen-crown-c-2',
        characterId: 'ch-varric',
        name: 'Lord Varric Hale',
        role: 'Antagonist',
        description: 'Speaker of the Cinder Court.',
      },
      {
        id: 'n-ashen-crown-c-3',
        characterId: 'ch-tamsin',
        name: 'Old Tamsin',
        role: 'Mentor',
        description: 'A blind ashreader who taught Mira to read burnt letters.',
      },
    ],
    storyArcs: [
      {
        id: 'n-ashen-crown-a-1',
        title: 'The Crown Found',
        description: 'Mira discovers the crown in the cold forge.',
      },
      {
        id: 'n-ashen-crown-a-2',
        title: 'Oaths Overheard',
        description: 'Wearing the crown, Mira hears the Court plotting to break the Warden Accord.',
      },
    ],
    assets: {
      images: [
        {
          id: 'n-ashen-crown-img-1',
          title: 'The Sunken Forge',
          type: 'Concept art',
          url: '/images/assets/sunken-forge.svg',
          description: 'Mood painting for chapter two.',
        },
        {
          id: 'n-ashen-crown-img-2',
          title: 'Map of Kharn Deep',
          type: 'Map',
          url: '/images/assets/kharn-deep-map.svg',
          description: 'The seven levels of the hold.',
        },
        {
          id: 'n-ashen-crown-img-3',
          title: 'Crown sketch (lost file)',
          type: 'Sketch',
          // Deliberately missing: exercises the 'Image unavailable' fallback.
          url: '/images/assets/missing-crown-sketch.svg',
          description: 'An early sketch whose file was never uploaded.',
        },
      ],
      documents: [
        {
          id: 'n-ashen-crown-doc-1',
          title: 'Court etiquette notes',
          type: 'Notes',
          description: 'Who sits where, and why it matters.',
        },
        {
          id: 'n-ashen-crown-doc-2',
          title: 'Oath vocabulary',
          type: 'Glossary',
          description: 'Terms used in hearthbinding.',
        },
      ],
      music: [
        {
          id: 'n-ashen-crown-m-1',
          title: 'Forge rhythm',
          type: 'Playlist',
          description: 'Percussive tracks for writing fight scenes.',
        },
      ],
    },
  },
  {
    id: 'n-thornwild-song',
    title: 'Song of the Thornwild',
    status: 'completed',
    wordCount: 112_600,
    lastUpdated: ago({ days: 12 }),
    coverUrl: '/images/covers/thornwild-song.svg',
    description:
      'A warden follows a path that was not there yesterday and finds the forest has been keeping a secret.',
    isFavorite: false,
    universeId: 'u-emberreach',
    chapters: [
      { id: 'n-thornwild-song-ch-1', title: 'A New Path', wordCount: 7300 },
      { id: 'n-thornwild-song-ch-2', title: 'Lantern Moss', wordCount: 6800 },
      { id: 'n-thornwild-song-ch-3', title: 'The Oak Speaks', wordCount: 8100 },
    ],
    characters: [
      {
        id: 'n-thornwild-song-c-1',
        characterId: 'ch-corin-ashdown',
        name: 'Corin Ashdown',
        role: 'Protagonist',
        description: 'A warden of the Thornwild.',
      },
      {
        id: 'n-thornwild-song-c-2',
        characterId: 'ch-nettle',
        name: 'Nettle',
        role: 'Ally',
        description: 'A thornling guide who speaks only in questions.',
      },
    ],
    storyArcs: [
      {
        id: 'n-thornwild-song-a-1',
        title: 'The Wandering Path',
        description: 'Corin follows the path to the Emberheart Oak.',
      },
    ],
    assets: {
      images: [
        {
          id: 'n-thornwild-song-img-1',
          title: 'Emberheart Oak',
          type: 'Concept art',
          url: '/images/assets/emberheart-oak.svg',
          description: 'The great warm oak.',
        },
      ],
      documents: [
        {
          id: 'n-thornwild-song-doc-1',
          title: 'Final manuscript',
          type: 'Manuscript',
          description: 'The finished draft.',
        },
      ],
      music: [
        {
          id: 'n-thornwild-song-m-1',
          title: 'Canopy at dusk',
          type: 'Ambient',
          description: 'Birdsong and wind in leaves.',
        },
      ],
    },
  },
  {
    id: 'n-skyward-tithe',
    title: 'Skyward Tithe',
    status: 'draft',
    wordCount: 12_400,
    lastUpdated: ago({ days: 1, hours: 4 }),
    coverUrl: '/images/covers/skyward-tithe.svg',
    description: 'Every island pays the sky a tithe. This year, Highmoor cannot pay.',
    isFavorite: false,
    universeId: 'u-tidewell',
    chapters: [
      { id: 'n-skyward-tithe-ch-1', title: 'Tithe Day', wordCount: 6200 },
      { id: 'n-skyward-tithe-ch-2', title: 'Chains', wordCount: 6200 },
    ],
    characters: [
      {
        id: 'n-skyward-tithe-c-1',
        characterId: 'ch-ilse',
        name: 'Ilse Marrow',
        role: 'Protagonist',
        description: 'A young chainwright.',
      },
      {
        id: 'n-skyward-tithe-c-2',
        characterId: 'ch-guildmaster-orrin',
        name: 'Guildmaster Orrin',
        role: 'Antagonist',
        description: 'Head of the Chainwrights’ Guild.',
      },
    ],
    storyArcs: [
      { id: 'n-skyward-tithe-a-1', title: 'The Unpaid Tithe', description: 'Highmoor begins to drift.' },
    ],
    assets: {
      images: [
        {
          id: 'n-skyward-tithe-img-1',
          title: 'Highmoor at dawn',
          type: 'Concept art',
          url: '/images/assets/highmoor-dawn.svg',
          description: 'Island in the morning tide.',
        },
      ],
      documents: [
        {
          id: 'n-skyward-tithe-doc-1',
          title: 'Chain tolls',
          type: 'Worldbuilding',
          description: 'What each island pays, and to whom.',
        },
      ],
      music: [
        {
          id: 'n-skyward-tithe-m-1',
          title: 'Wind and rope',
          type: 'Ambient',
          description: 'Creaking rigging and gusts.',
        },
      ],
    },
  },
  {
    id: 'n-drowned-bells',
    title: 'The Drowned Bells',
    status: 'in-progress',
    wordCount: 46_900,
    lastUpdated: ago({ days: 4 }),
    coverUrl: '/images/covers/drowned-bells.svg',
    description:
      'A Merrow bell-keeper notices the drowned bells have started ringing a new song, one sung by living voices.',
    isFavorite: true,
    universeId: 'u-tidewell',
    chapters: [
      { id: 'n-drowned-bells-ch-1', title: 'Low Tide', wordCount: 5400 },
      { id: 'n-drowned-bells-ch-2', title: 'The New Hymn', wordCount: 6100 },
      { id: 'n-drowned-bells-ch-3', title: 'Undercroft', wordCount: 5900 },
    ],
    characters: [
      {
        id: 'n-drowned-bells-c-1',
        characterId: 'ch-sefa-deepwater',
        name: 'Sefa Deepwater',
        role: 'Protagonist',
        description: 'A Merrow bell-keeper.',
      },
      {
        id: 'n-drowned-bells-c-2',
        characterId: 'ch-cantor',
        name: 'The Cantor',
        role: 'Villain',
        description: 'The voice that leads the Choir Below.',
      },
    ],
    storyArcs: [
      {
        id: 'n-drowned-bells-a-1',
        title: 'The New Hymn',
        description: 'Sefa traces the song to the Undercroft.',
      },
    ],
    assets: {
      images: [
        {
          id: 'n-drowned-bells-img-1',
          title: 'Bell Cathedral',
          type: 'Concept art',
          url: '/images/assets/bell-cathedral.svg',
          description: 'The drowned nave.',
        },
      ],
      documents: [
        {
          id: 'n-drowned-bells-doc-1',
          title: 'Hymn lyrics',
          type: 'Notes',
          description: 'Fragments of the new hymn.',
        },
      ],
      music: [
        {
          id: 'n-drowned-bells-m-1',
          title: 'Underwater choir',
          type: 'Reference',
          description: 'Slow choral pieces.',
        },
      ],
    },
  },
  {
    id: 'n-lamplighter-ledger',
    title: 'The Lamplighter’s Ledger',
    status: 'completed',
    wordCount: 98_300,
    lastUpdated: ago({ days: 21 }),
    coverUrl: '/images/covers/lamplighter-ledger.svg',
    description: 'A Company clerk discovers that one entry in the Ledger of Lamps names her own shadow.',
    isFavorite: false,
    universeId: 'u-lanternfall',
    chapters: [
      { id: 'n-lamplighter-ledger-ch-1', title: 'Entry 4,112', wordCount: 8800 },
      { id: 'n-lamplighter-ledger-ch-2', title: 'The Exchange', wordCount: 9100 },
      { id: 'n-lamplighter-ledger-ch-3', title: 'No Lamps', wordCount: 7600 },
    ],
    characters: [
      {
        id: 'n-lamplighter-ledger-c-1',
        characterId: 'ch-agnes',
        name: 'Agnes Pell',
        role: 'Protagonist',
        description: 'A Company clerk.',
      },
      {
        id: 'n-lamplighter-ledger-c-2',
        characterId: 'ch-mr-quill',
        name: 'Mr. Quill',
        role: 'Ally',
        description: 'Her captured shadow, polite and unhelpful.',
      },
    ],
    storyArcs: [
      {
        id: 'n-lamplighter-ledger-a-1',
        title: 'The Missing Hour',
        description: 'What happened on the Night of No Lamps.',
      },
    ],
    assets: {
      images: [
        {
          id: 'n-lamplighter-ledger-img-1',
          title: 'Lampwick Row',
          type: 'Concept art',
          url: '/images/assets/lampwick-row.svg',
          description: 'The Company’s street at night.',
        },
      ],
      documents: [
        {
          id: 'n-lamplighter-ledger-doc-1',
          title: 'Ledger excerpts',
          type: 'Research',
          description: 'Invented entries, for flavour.',
        },
      ],
      music: [
        {
          id: 'n-lamplighter-ledger-m-1',
          title: 'Rain on gaslight',
          type: 'Playlist',
          description: 'Slow piano for night scenes.',
        },
      ],
    },
  },
  {
    id: 'n-quiet-orchard',
    title: 'A Quiet Orchard',
    status: 'draft',
    wordCount: 8_750,
    lastUpdated: ago({ days: 6 }),
    coverUrl: '/images/covers/quiet-orchard.svg',
    description: 'A standalone story about two sisters, an inherited orchard and one unsent letter.',
    isFavorite: false,
    chapters: [{ id: 'n-quiet-orchard-ch-1', title: 'Windfall', wordCount: 8750 }],
    characters: [
      {
        id: 'n-quiet-orchard-c-1',
        characterId: 'ch-june',
        name: 'June Harrow',
        role: 'Protagonist',
        description: 'The younger sister.',
      },
      {
        id: 'n-quiet-orchard-c-2',
        characterId: 'ch-ada-harrow',
        name: 'Ada Harrow',
        role: 'Supporting',
        description: 'The older sister, who stayed.',
      },
    ],
    storyArcs: [
      {
        id: 'n-quiet-orchard-a-1',
        title: 'The Unsent Letter',
        description: 'June finds the letter Ada never sent and has to decide whether to read it.',
      },
    ],
    assets: {
      images: [
        {
          id: 'n-quiet-orchard-img-1',
          title: 'The orchard in autumn',
          type: 'Mood board',
          url: '/images/covers/quiet-orchard.svg',
          description: 'Colour reference for the opening chapter.',
        },
      ],
      documents: [
        {
          id: 'n-quiet-orchard-doc-1',
          title: 'Letter draft',
          type: 'Draft',
          description: 'Ada’s letter, in full.',
        },
      ],
      music: [
        {
          id: 'n-quiet-orchard-m-1',
          title: 'Harvest songs',
          type: 'Playlist',
          description: 'Folk songs for the picking scenes.',
        },
      ],
    },
  },
];
