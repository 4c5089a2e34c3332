import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emberreach, gregorian } from '../../../common/time/presets';
import { WorldDateCalendarProvider } from './owner';
import { WorldDateLine, WorldDateReading } from './world-date-line';

describe('world dates in lists', () => {
  it("says when in the world an item happens, in the page's calendar, qualifier kept", () => {
    render(
      <WorldDateCalendarProvider calendar={emberreach}>
        <ul>
          <li>
            <WorldDateLine text="Year 320 of the Ember Age, Seedmonth 2, dusk" />
          </li>
          <li>
            <WorldDateLine text="the long winter" />
          </li>
          <li>
            <WorldDateLine text="" />
          </li>
        </ul>
      </WorldDateCalendarProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('In the world: Ashday, 2 Seedmonth, Year 320 of the Ember Age (dusk)');
    expect(items[1]).toHaveTextContent('In the world: the long winter (not a date in Emberreach Reckoning)');
    expect(items[2]).toBeEmptyDOMElement();
  });

  it("shows an event's reading under its text only when it says more", () => {
    render(
      <WorldDateCalendarProvider calendar={gregorian}>
        <p>
          <WorldDateReading text="14 mar 2025" />
        </p>
        <p>
          <WorldDateReading text="Friday, 14 March 2025 AD" />
        </p>
      </WorldDateCalendarProvider>,
    );
    const [loose, full] = screen.getAllByRole('paragraph');
    expect(loose).toHaveTextContent('Friday, 14 March 2025 AD');
    expect(full).toBeEmptyDOMElement();
  });
});
