import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { partKind } from '../../common/workspace/part-kinds';
import { PartDetails } from './part-details';
import { SecretBlockActions } from './secret-block-actions';

// Reveal and "Who reads this" on each secret block of a part's page (decision 072): the block the person
// acts on is the one the change names (its place in reading order), and a refusal is shown in the block.

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const secret = (text: string, named: string[] = []) => ({
  type: 'secret',
  attrs: named.length === 0 ? { level: 'editors', named: [] } : { level: 'named', named },
  content: [paragraph(text)],
});

function renderSession(onChange: (index: number, change: unknown) => Promise<unknown>) {
  const sessions = partKind('campaigns/sessions');
  render(
    <PartDetails
      fields={sessions.fields}
      values={{
        title: 'Stairfoot',
        summary: 'x',
        summaryDoc: {
          version: 1,
          doc: {
            type: 'doc',
            content: [paragraph('Open.'), secret('A lich.'), secret('A curse.', ['u-ana'])],
          },
        },
      }}
      hidden={['title']}
      secretActions={(_field, index, node) => (
        <SecretBlockActions
          node={node}
          readers={[
            { id: 'u-ana', label: 'ana@example.com' },
            { id: 'u-bo', label: 'bo@example.com' },
          ]}
          onChange={(change) => onChange(index, change)}
        />
      )}
    />,
  );
}

describe('secret block actions', () => {
  it('reveals the block whose Reveal was pressed, by the keyboard', async () => {
    const onChange = vi.fn(async () => undefined);
    renderSession(onChange);
    const named = screen.getByRole('note', { name: 'Secret: named members only' });
    within(named).getByRole('button', { name: 'Reveal' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1, { action: 'reveal' });
  });

  it('names readers in a dialog that starts from who the block names, and shows a refusal', async () => {
    const onChange = vi.fn(async () => {
      throw new Error('This session was changed elsewhere since you opened it.');
    });
    renderSession(onChange);
    const named = screen.getByRole('note', { name: 'Secret: named members only' });
    await userEvent.click(within(named).getByRole('button', { name: 'Who reads this' }));
    const dialog = screen.getByRole('dialog', { name: 'Who reads this secret' });
    expect(within(dialog).getByRole('checkbox', { name: 'ana@example.com' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'bo@example.com' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save readers' }));
    expect(onChange).toHaveBeenCalledWith(1, { action: 'readers', named: ['u-ana', 'u-bo'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('changed elsewhere');
    expect(screen.getByRole('dialog', { name: 'Who reads this secret' })).toBeInTheDocument();
  });
});
