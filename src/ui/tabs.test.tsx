import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

// The in-page tabs (the WAI-ARIA tabs pattern, automatic activation) that replaced Radix's.

function Harness({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="login" {...(onValueChange ? { onValueChange } : {})}>
      <TabsList aria-label="Sign in or register">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
        <TabsTrigger value="help">Help</TabsTrigger>
      </TabsList>
      <TabsContent value="login">Login form</TabsContent>
      <TabsContent value="register" forceMount>
        Register form
      </TabsContent>
      <TabsContent value="help">Help text</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the tabs and panels for assistive technology, one Tab stop, the current one selected', () => {
    render(<Harness />);
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(login).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toHaveTextContent('Login form');
    // A panel kept with forceMount stays in the page, hidden; others leave it.
    expect(screen.getByText('Register form')).not.toBeVisible();
    expect(screen.queryByText('Help text')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, showing each tab it reaches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Help' })).toHaveTextContent('Help text');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
  });

  it('shows a tab as the main button is pressed, before the click ends; not on a right or Ctrl press', () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const register = screen.getByRole('tab', { name: 'Register' });
    fireEvent.mouseDown(register, { button: 2 });
    fireEvent.mouseDown(register, { button: 0, ctrlKey: true });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.mouseDown(register, { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('register');
    expect(register).toHaveAttribute('aria-selected', 'true');
  });
});
