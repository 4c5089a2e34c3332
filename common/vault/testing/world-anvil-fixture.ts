import { strToU8 } from 'fflate';
import adaFenwick from '../fixtures/world-anvil-brasswick/articles/ada-fenwick.json';
import adaPortrait from '../fixtures/world-anvil-brasswick/articles/ada-portrait.json';
import cogmarket from '../fixtures/world-anvil-brasswick/articles/cogmarket.json';
import stillfolk from '../fixtures/world-anvil-brasswick/articles/stillfolk.json';
import theGearwrights from '../fixtures/world-anvil-brasswick/articles/the-gearwrights.json';
import theLowCanals from '../fixtures/world-anvil-brasswick/articles/the-low-canals.json';
import theStoppedHour from '../fixtures/world-anvil-brasswick/articles/the-stopped-hour.json';
import theWindingKey from '../fixtures/world-anvil-brasswick/articles/the-winding-key.json';
import brasswickReckoning from '../fixtures/world-anvil-brasswick/calendars/brasswick-reckoning.json';
import theClockStops from '../fixtures/world-anvil-brasswick/histories/the-clock-stops.json';
import theFirstWinding from '../fixtures/world-anvil-brasswick/histories/the-first-winding.json';
import canalAges from '../fixtures/world-anvil-brasswick/timelines/canal-ages.json';
import world from '../fixtures/world-anvil-brasswick/world.json';

// The hand-written World Anvil world export (../fixtures/world-anvil-brasswick/README.md) as tests use
// it, with its two pictures made here from a few bytes: a PNG of 96×48 and a JPEG of 128×64.

const FILES: readonly [string, unknown][] = [
  ['world.json', world],
  ['articles/ada-fenwick.json', adaFenwick],
  ['articles/ada-portrait.json', adaPortrait],
  ['articles/cogmarket.json', cogmarket],
  ['articles/stillfolk.json', stillfolk],
  ['articles/the-gearwrights.json', theGearwrights],
  ['articles/the-low-canals.json', theLowCanals],
  ['articles/the-stopped-hour.json', theStoppedHour],
  ['articles/the-winding-key.json', theWindingKey],
  ['calendars/brasswick-reckoning.json', brasswickReckoning],
  ['histories/the-clock-stops.json', theClockStops],
  ['histories/the-first-winding.json', theFirstWinding],
  ['timelines/canal-ages.json', canalAges],
];

/** The header of a PNG of `width`×`height`: its signature and its IHDR chunk (all a reader needs). */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** The start of a JPEG of `width`×`height`: its APP0 segment, then a baseline frame header. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08], 20);
  const view = new DataView(bytes.buffer);
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

/** The fixture as an unzipped export's entries. */
export function worldAnvilFixture(): Record<string, Uint8Array> {
  return {
    ...Object.fromEntries(FILES.map(([path, data]) => [path, strToU8(JSON.stringify(data))])),
    'images/ada-portrait.png': pngHeader(96, 48),
    'images/gear-crest.jpg': jpegHeader(128, 64),
  };
}

/**
 * A map and a secret as World Anvil's export is guessed to hold them (decision 102 lists the guesses),
 * with `picture` as the map's picture (800×600 expected): a map whose markers sit in an open and a
 * private layer, one off its picture, a marker of its own file that is private, and a secret.
 */
export function worldAnvilMapAndSecret(picture: Uint8Array): Record<string, Uint8Array> {
  const json = (value: unknown) => strToU8(JSON.stringify(value));
  return {
    'maps/brasswick.json': json({
      id: 'map-1',
      title: 'Brasswick',
      entityClass: 'Map',
      description: 'The city at the [b]fourth[/b] bell.',
      image: { id: 'img-city-map', title: 'city-map.png' },
      layers: [
        {
          id: 'layer-open',
          title: 'Streets',
          markers: [
            {
              id: 'mk-1',
              title: 'Market square',
              latitude: -120,
              longitude: 300,
              color: '#336699',
              article: { id: 'a1000000-0000-4000-8000-000000000006' },
            },
          ],
        },
        {
          id: 'layer-gm',
          title: 'Smugglers',
          isPrivate: true,
          markers: [{ id: 'mk-2', title: 'The hidden lock', x: 40, y: 50 }],
        },
      ],
      markers: [{ id: 'mk-3', title: 'Off the edge', x: 5000, y: 10 }],
    }),
    'markers/mk-4.json': json({
      id: 'mk-4',
      entityClass: 'Marker',
      map: { id: 'map-1' },
      title: 'Ada’s door',
      x: 10,
      y: 20,
      state: 'private',
      article: { id: 'a1000000-0000-4000-8000-000000000001' },
    }),
    'images/city-map.png': picture,
    'secrets/the-key.json': json({
      id: 'secret-1',
      title: 'What the key opens',
      entityClass: 'Secret',
      content: 'The key winds the [i]stopped[/i] clock.',
    }),
  };
}
