import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../data/query-client';
import { testLocation, testRepository, testWorld } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { tooltipOf } from './components/pin-layer';
import type { MapFeature } from './model/map-geometry';
import { describePinWith } from './pin-description';

// The owner's pin tooltip (issue 30): the pin's name, then the kind of what it leads to and the first
// sentence of its description, as the member's tooltip says it, as text.

const pin = (name: string, linkKind: string, linkId: string): MapFeature => ({
  kind: 'pin',
  id: `pin-${name}`,
  name,
  icon: '',
  color: '#9b2c2c',
  layer: '',
  linkKind,
  linkId,
  points: [[10, 10]],
});

beforeEach(() => {
  setWorkspaceRepository(
    testRepository({
      worlds: [testWorld()],
      locations: [
        testLocation('l-1', 'Saltmarsh', {
          description: 'A river port <b>built</b> on stilts. Smugglers meet at the tide.',
        }),
        testLocation('l-2', 'Nowhere', { description: '' }),
      ],
    }),
  );
});

describe('the owner’s pin tooltip', () => {
  it('shows the pin’s name, then the kind and the first sentence of the linked thing’s description', async () => {
    const describePin = describePinWith(createQueryClient());
    const box = tooltipOf(pin('The port', 'location', 'l-1'), { describe: describePin });
    expect(box.querySelector('strong')?.textContent).toBe('The port');
    await waitFor(() =>
      expect(box.textContent).toBe('The portLocation · A river port <b>built</b> on stilts.'),
    );
    // Text, never markup.
    expect(box.querySelector('b')).toBeNull();
    expect(box.querySelectorAll('span')).toHaveLength(1);
  });

  it('shows the kind alone without a description, and nothing for a thing that is gone', async () => {
    const describePin = describePinWith(createQueryClient());
    expect(await describePin(pin('Empty', 'location', 'l-2'))).toBe('Location');
    expect(await describePin(pin('Gone', 'location', 'l-9'))).toBeUndefined();
    expect(await describePin(pin('Unlinked', '', ''))).toBeUndefined();
    expect(await describePin(pin('Inner', 'map', 'm-2'))).toBe('Opens its map');
  });
});
