import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PasswordChangeError, useChangePassword } from '../../data/password';
import { useUpdateProfile } from '../../data/profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  type PasswordDraft,
  type PasswordProblems,
  passwordProblems,
  wantsPasswordChange,
} from './model/password-change';
import { type ProfileDraft, updateFromDraft } from './model/profile-form';
import { PasswordCard, passwordFieldIds } from './password-card';

export type ProfileSettingsFormProps = {
  /** Held by the page, so switching tabs never loses what was typed. */
  draft: ProfileDraft;
  onDraftChange: (draft: ProfileDraft) => void;
};

/**
 * The profile's Settings tab. Save Changes keeps the profile fields in the workspace and, when the
 * Password card is filled in, first changes the sign-in password (checked here, then by the auth
 * server, which needs the current password); a refused password change saves nothing.
 */
export function ProfileSettingsForm({ draft, onDraftChange }: ProfileSettingsFormProps) {
  const update = useUpdateProfile();
  const changePassword = useChangePassword();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [hasChangedPassword, setHasChangedPassword] = useState(false);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordDraft: PasswordDraft = {
    currentPassword: draft.currentPassword,
    newPassword: draft.newPassword,
    confirmPassword: draft.confirmPassword,
  };

  function bind(key: keyof ProfileDraft) {
    return {
      value: draft[key],
      onChange: (event: { target: { value: string } }) => {
        setSavedAt(null);
        onDraftChange({ ...draft, [key]: event.target.value });
      },
    };
  }

  function handlePasswordChange(key: keyof PasswordDraft, value: string) {
    setSavedAt(null);
    setHasChangedPassword(false);
    setProblems(({ [key]: _fixed, ...rest }) => rest);
    onDraftChange({ ...draft, [key]: value });
  }

  /** Changes the password when asked; false when it was not changed and nothing should be saved. */
  async function savePassword(): Promise<boolean> {
    if (!wantsPasswordChange(passwordDraft)) return true;
    const found = passwordProblems(passwordDraft);
    setProblems(found);
    const first = (Object.keys(passwordFieldIds) as (keyof PasswordDraft)[]).find((key) => found[key]);
    if (first !== undefined) {
      document.getElementById(passwordFieldIds[first])?.focus();
      return false;
    }
    try {
      await changePassword.mutateAsync(passwordDraft);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PasswordChangeError && error.field !== null) {
        setProblems({ [error.field]: message });
        document.getElementById(passwordFieldIds[error.field])?.focus();
      } else {
        setPasswordError(message);
      }
      return false;
    }
    onDraftChange({ ...draft, currentPassword: '', newPassword: '', confirmPassword: '' });
    setHasChangedPassword(true);
    return true;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedAt(null);
    setHasChangedPassword(false);
    setPasswordError(null);
    if (!(await savePassword())) return;
    try {
      await update.mutateAsync(updateFromDraft(draft));
      setSavedAt(Date.now());
    } catch {
      // The mutation keeps the error; it is shown below the form.
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Profile settings">
      <Card role="group" aria-labelledby="settings-profile-information">
        <CardHeader>
          <CardTitle id="settings-profile-information">Profile Information</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Name">
            <Input autoComplete="name" {...bind('name')} />
          </Field>
          <Field label="Username">
            <Input autoComplete="username" {...bind('username')} />
          </Field>
          <Field label="Email" className="sm:col-span-2">
            <Input type="email" autoComplete="email" {...bind('email')} />
          </Field>
          <Field label="Bio" className="sm:col-span-2">
            <Textarea {...bind('bio')} />
          </Field>
        </CardContent>
      </Card>

      <Card role="group" aria-labelledby="settings-social-profiles">
        <CardHeader>
          <CardTitle id="settings-social-profiles">Social Profiles</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field label="Twitter">
            <Input type="url" inputMode="url" {...bind('twitter')} />
          </Field>
          <Field label="Instagram">
            <Input type="url" inputMode="url" {...bind('instagram')} />
          </Field>
          <Field label="Website">
            <Input type="url" inputMode="url" {...bind('website')} />
          </Field>
        </CardContent>
      </Card>

      <PasswordCard draft={passwordDraft} problems={problems} onChange={handlePasswordChange} />

      {passwordError !== null ? <Alert>{passwordError}</Alert> : null}
      {update.isError ? <Alert>{update.error.message}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="inline-flex items-center gap-1.5 text-sm text-fg">
          {savedAt !== null ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-tone-green-fg" />
              {hasChangedPassword ? 'Changes saved. Your password has been changed.' : 'Changes saved'}
            </>
          ) : null}
        </p>
        <Button type="submit" disabled={update.isPending || changePassword.isPending}>
          {update.isPending || changePassword.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
