import { describe, expect, it } from 'vitest';
import { commands, filterCommands } from './commands';

const labels = (typed: string) => filterCommands(commands, typed).map((command) => command.label);

describe('the palette’s commands', () => {
  it('are all there for nothing typed', () => {
    expect(labels('')).toHaveLength(commands.length);
  });

  it('are found by the start of their words, case and accents folded, and by keywords', () => {
    expect(labels('GO TIME')).toEqual(['Go to Timelines']);
    expect(labels('dárk')).toEqual(['Toggle dark mode']);
    expect(labels('theme')).toEqual(['Toggle dark mode']);
    expect(labels('new')).toEqual(['New novel', 'New timeline', 'New campaign', 'New universe']);
    expect(labels('zzz')).toEqual([]);
  });
});
