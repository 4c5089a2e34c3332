import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../../data/profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { type ProfileDraft, updateFromDraft } from './model/profile-form';

export type ProfileSettingsFormProps = {
  /** Held by the page, so switching tabs never loses what was typed. */
  draft: ProfileDraft;
  onDraftChange: (draft: ProfileDraft) => void;
};

/**
 * The profile's Settings tab. The spec shows Save Changes without behaviour: the profile fields are kept in
 * the workspace (in memory, like everything else) and a confirmation says so. Passwords stay as typed.
 */
export function ProfileSettingsForm({ draft, onDraftChange }: ProfileSettingsFormProps) {
  const update = useUpdateProfile();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  function bind(key: keyof ProfileDraft) {
    return {
      value: draft[key],
      onChange: (event: { target: { value: string } }) => {
        setSavedAt(null);
        onDraftChange({ ...draft, [key]: event.target.value });
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedAt(null);
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

      <Card role="group" aria-labelledby="settings-password">
        <CardHeader>
          <CardTitle id="settings-password">Password</CardTitle>
          <p className="text-sm text-fg-muted">
            Your sign-in password is managed by the sign-in service; saving here does not change it.
          </p>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Current Password">
            <Input type="password" autoComplete="current-password" {...bind('currentPassword')} />
          </Field>
          <Field label="New Password">
            <Input type="password" autoComplete="new-password" {...bind('newPassword')} />
          </Field>
        </CardContent>
      </Card>

      {update.isError ? <Alert>{update.error.message}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="inline-flex items-center gap-1.5 text-sm text-fg">
          {savedAt !== null ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-tone-green-fg" />
              Changes saved
            </>
          ) : null}
        </p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
