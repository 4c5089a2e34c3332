// A pin's look: an icon and a colour by what it leads to, unless the pin chose its own (decision 059,
// 2026-11-28). The icons' outlines are Lucide's (ISC, as the app's other icons), kept as path data so that
// a pin drawn by Leaflet outside React is a few bytes of markup.

/** Lucide outlines by Lucide's names (24 × 24, stroked): one per kind a pin leads to, and a plain pin. */
export const PIN_ICONS = {
  'map-pin': [
    'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    'M12 7a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  ],
  castle: [
    'M10 5V3',
    'M14 5V3',
    'M15 21v-3a3 3 0 0 0-6 0v3',
    'M18 3v8',
    'M18 5H6',
    'M22 11H2',
    'M22 9v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9',
    'M6 3v8',
  ],
  mountain: ['m8 3 4 8 5-5 5 15H2L8 3z'],
  user: ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M12 3a4 4 0 1 0 0 8a4 4 0 1 0 0-8'],
  calendar: [
    'M8 2v4',
    'M16 2v4',
    'M3 10h18',
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  ],
  map: [
    'M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z',
    'M15 5.764v15',
    'M9 3.236v15',
  ],
  package: [
    'M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z',
    'm3.3 7 8.7 5 8.7-5',
    'M12 22V12',
  ],
} as const;

export type PinIcon = keyof typeof PIN_ICONS;

export const PIN_ICON_LABELS: Record<PinIcon, string> = {
  'map-pin': 'Pin',
  castle: 'Settlement',
  mountain: 'Location',
  user: 'Character',
  calendar: 'Event',
  map: 'Map',
  package: 'Item',
};

/** Each icon's colour when the pin keeps its kind's (dark enough for white outlines on any picture). */
export const PIN_COLORS: Record<PinIcon, string> = {
  'map-pin': '#8a5a12',
  castle: '#9b2c2c',
  mountain: '#2f6b3a',
  user: '#2b5797',
  calendar: '#6b3fa0',
  map: '#1f6f78',
  package: '#8a5a12',
};

export const isPinIcon = (name: string): name is PinIcon => Object.hasOwn(PIN_ICONS, name);

/** The icon a kind of linked thing shows: 'worlds/settlements' → settlement, 'map' → map. */
export function iconOfKind(linkKind: string): PinIcon {
  if (linkKind.endsWith('settlements')) return 'castle';
  if (linkKind === 'location' || linkKind.endsWith('locations')) return 'mountain';
  if (linkKind === 'character' || linkKind.endsWith('characters')) return 'user';
  if (linkKind === 'event' || linkKind.endsWith('events')) return 'calendar';
  if (linkKind === 'map') return 'map';
  if (linkKind === 'item' || linkKind.endsWith('items')) return 'package';
  return 'map-pin';
}

/** The icon a pin shows: its own when chosen, else its linked kind's. */
export const pinIconOf = (pin: { icon: string; linkKind: string }): PinIcon =>
  isPinIcon(pin.icon) ? pin.icon : iconOfKind(pin.linkKind);

/** The icon's markup, white strokes on the pin's colour (no user text in it). */
export function pinIconSvg(icon: PinIcon): string {
  const paths = PIN_ICONS[icon].map((d) => `<path d="${d}"/>`).join('');
  return `<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="#fff" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
}
