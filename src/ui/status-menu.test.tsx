import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusMenu } from './status-menu';

describe('StatusMenu', () => {
  it('shows the status as a badge named with its subject, and sets another from its menu', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <StatusMenu
        label="Status of Deliver the embers"
        value="planned"
        options={[
          { value: 'planned', label: 'Planned', tone: 'blue' },
          { value: 'completed', label: 'Completed', tone: 'green' },
        ]}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Status of Deliver the embers: Planned' });
    expect(trigger).toHaveTextContent('Planned');
    await user.click(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'Planned' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Completed' }));
    expect(onChange).toHaveBeenCalledWith('completed');
  });
});
