import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels its control and marks nothing invalid without an error', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('ties the error to the control as its description and marks it invalid', () => {
    render(
      <Field label="Title" error="Title is required" hint="Shown on the card">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Title' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Title is required Shown on the card');
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
  });

  it('wires a select the same way and keeps the control’s own description', () => {
    render(
      <>
        <p id="extra">Pick one</p>
        <Field label="Type" error="Please select a novel">
          <Select
            aria-describedby="extra"
            options={[{ value: 'a', label: 'Ashfall' }]}
            placeholder="Choose"
          />
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a novel Pick one');
  });
});
