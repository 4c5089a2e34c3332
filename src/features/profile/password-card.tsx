import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import type { PasswordDraft, PasswordProblems } from './model/password-change';

export type PasswordCardProps = {
  draft: PasswordDraft;
  problems: PasswordProblems;
  onChange: (key: keyof PasswordDraft, value: string) => void;
};

/** Ids the form focuses when a field needs fixing. */
export const passwordFieldIds: Record<keyof PasswordDraft, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmPassword: 'settings-confirm-password',
};

/** The Settings tab's Password card: saving with any of it filled in changes the sign-in password. */
export function PasswordCard({ draft, problems, onChange }: PasswordCardProps) {
  function bind(key: keyof PasswordDraft) {
    return {
      value: draft[key],
      onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
    };
  }

  return (
    <Card role="group" aria-labelledby="settings-password" aria-describedby="settings-password-hint">
      <CardHeader>
        <CardTitle id="settings-password">Password</CardTitle>
        <p id="settings-password-hint" className="text-sm text-fg-muted">
          To change the password you sign in with, enter the current one and the new one twice. Leave these
          empty to keep it.
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="Current Password"
          id={passwordFieldIds.currentPassword}
          error={problems.currentPassword}
          className="sm:col-span-2"
        >
          <Input type="password" autoComplete="current-password" {...bind('currentPassword')} />
        </Field>
        <Field label="New Password" id={passwordFieldIds.newPassword} error={problems.newPassword}>
          <Input type="password" autoComplete="new-password" {...bind('newPassword')} />
        </Field>
        <Field
          label="Confirm New Password"
          id={passwordFieldIds.confirmPassword}
          error={problems.confirmPassword}
        >
          <Input type="password" autoComplete="new-password" {...bind('confirmPassword')} />
        </Field>
      </CardContent>
    </Card>
  );
}
