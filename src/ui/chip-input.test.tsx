import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { ChipInput } from './chip-input';

function Harness() {
  const [values, setValues] = useState<readonly string[]>(['Aldra']);
  const [draft, setDraft] = useState('');
  return (
    <ChipInput
      label="Characters"
      addLabel="Add character"
      values={values}
      onValuesChange={setValues}
      draft={draft}
      onDraftChange={setDraft}
    />
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Characters' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('adds trimmed names by Enter or the plus button, ignoring empty ones and duplicates', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('textbox', { name: 'Characters' });
  await user.type(input, '  Corvin  {Enter}');
  expect(chips()).toEqual(['Aldra', 'Corvin']);
  expect(input).toHaveValue('');
  await user.type(input, 'Aldra{Enter}   {Enter}');
  expect(chips()).toEqual(['Aldra', 'Corvin']);
  await user.type(input, 'Mira');
  await user.click(screen.getByRole('button', { name: 'Add character' }));
  expect(chips()).toEqual(['Aldra', 'Corvin', 'Mira']);
  expect(input).toHaveFocus();
});

it('removes a chip with its own button and keeps focus in the field', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByRole('textbox', { name: 'Characters' }), 'Corvin{Enter}');
  await user.click(screen.getByRole('button', { name: 'Remove Aldra' }));
  expect(chips()).toEqual(['Corvin']);
  expect(screen.getByRole('textbox', { name: 'Characters' })).toHaveFocus();
});
