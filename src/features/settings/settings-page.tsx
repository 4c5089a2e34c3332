import { LogOut, MonitorSmartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_RETENTION_DAYS, trashSettingsSchema } from '../../../common/api/trash';
import { sizeLabel, type Usage, usageCategoryLabels, usageLabel } from '../../../common/api/usage';
import { type SignOutScope, useSession } from '../../auth/session-context';
import { useTrashSettings, useUpdateTrashSettings } from '../../data/trash';
import { useUsage } from '../../data/usage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUiStore } from '../../store/ui-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { SwitchField } from '../../ui/switch-field';
import { KindsCard } from './kinds-card';

/** Dark mode, bound to the same store value as the top bar's toggle. */
function AppearanceCard() {
  const isDarkMode = useUiStore((state) => state.isDarkMode);
  const toggleDarkMode = useUiStore((state) => state.toggleDarkMode);
  return (
    <Card role="region" aria-labelledby="settings-appearance">
      <CardHeader>
        <CardTitle id="settings-appearance">Appearance</CardTitle>
      </CardHeader>
      <CardContent>
        <SwitchField
          label="Dark mode"
          hint="Also switched by the sun and moon button in the top bar."
          checked={isDarkMode}
          onCheckedChange={toggleDarkMode}
        />
      </CardContent>
    </Card>
  );
}

/** What takes the room, by category (decision 049): only the categories that hold something. */
function UsageBreakdown({ usage }: { usage: Usage }) {
  const rows = (usage.categories ?? []).filter((entry) => entry.bytes > 0);
  if (rows.length === 0) return null;
  return (
    <table className="mt-2 w-full max-w-md border-collapse text-sm">
      <caption className="pb-1 text-left font-medium text-fg">What takes the room</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.category} className="border-border border-t">
            <th scope="row" className="py-1 pr-4 text-left font-normal text-fg-muted">
              {usageCategoryLabels[entry.category]}
            </th>
            <td className="py-1 text-right text-fg tabular-nums">{sizeLabel(entry.bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How much the workspace stores, against the server's quota (USER_QUOTA_MB). */
function StorageCard() {
  const usage = useUsage();
  return (
    <Card role="region" aria-labelledby="settings-storage">
      <CardHeader>
        <CardTitle id="settings-storage">Storage</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {usage.data === undefined ? (
          <p className="text-fg-muted">{usage.isError ? 'Storage use is unavailable.' : 'Loading...'}</p>
        ) : (
          <>
            <p className="text-fg">{usageLabel(usage.data)}</p>
            {usage.data.quotaBytes === null ? null : (
              <progress
                aria-label="Storage used"
                className="h-2 w-full"
                max={usage.data.quotaBytes}
                value={Math.min(usage.data.usedBytes, usage.data.quotaBytes)}
              />
            )}
            <UsageBreakdown usage={usage.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** How long the Trash keeps what deletes moved there (decision 038): 1–365 days. */
function TrashCard() {
  const settings = useTrashSettings();
  const update = useUpdateTrashSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const value = draft ?? (settings.data === undefined ? '' : String(settings.data.retentionDays));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved('');
    const parsed = trashSettingsSchema.safeParse({
      retentionDays: value.trim() === '' ? undefined : Number(value),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Keep deleted things for 1 to 365 days');
      return;
    }
    try {
      const next = await update.mutateAsync(parsed.data);
      setError(null);
      setDraft(null);
      setSaved(
        `Deleted things stay in the Trash for ${next.retentionDays} ${next.retentionDays === 1 ? 'day' : 'days'}.`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Not saved. Try again.');
    }
  }

  return (
    <Card role="region" aria-labelledby="settings-trash">
      <CardHeader>
        <CardTitle id="settings-trash">Trash</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-3">
            <Field
              label="Keep deleted items for (days)"
              hint="1 to 365 days; then they go for good."
              error={error}
              className="w-full max-w-xs"
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_RETENTION_DAYS}
                step={1}
                value={value}
                disabled={settings.data === undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(null);
                  setSaved('');
                }}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              className="self-start"
              disabled={update.isPending || settings.data === undefined}
            >
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
          <p role="status" className="text-sm text-accent-text empty:hidden">
            {saved}
          </p>
          <Link to="/trash" className="w-fit text-sm text-accent-text underline underline-offset-2">
            Open the Trash
          </Link>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The signed-in account and its two ways out. 'Sign out' ends this browser's session only; 'Sign out of
 * all devices' revokes every session of the account on the server (scope 'global'), after a confirmation.
 */
function AccountCard() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SignOutScope | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  async function handleSignOut(scope: SignOutScope) {
    setPending(scope);
    setError(null);
    const { errorMessage } = await signOut(scope);
    setPending(null);
    if (errorMessage !== null) {
      setError(errorMessage);
      return;
    }
    // Replace, so that Back does not return to a page the user can no longer see.
    navigate('/login', { replace: true });
  }

  return (
    <Card role="region" aria-labelledby="settings-account">
      <CardHeader>
        <CardTitle id="settings-account">Account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col">
          <span className="text-xs text-fg-muted">Signed in as</span>
          <span className="text-sm font-medium break-all text-fg">
            {user?.email ?? user?.phone ?? 'Unknown account'}
          </span>
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={pending !== null} onClick={() => handleSignOut('local')}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
          <Button variant="danger" disabled={pending !== null} onClick={() => setIsConfirmOpen(true)}>
            <MonitorSmartphone aria-hidden="true" />
            Sign out of all devices
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Sign out of all devices?"
        message="This ends your session in this browser and on every other device where you are signed in."
        confirmLabel="Sign out everywhere"
        onConfirm={() => handleSignOut('global')}
      />
    </Card>
  );
}

export default function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description="Appearance, your account, storage and the Trash." />
      <AppearanceCard />
      <AccountCard />
      <StorageCard />
      <TrashCard />
      <KindsCard />
    </div>
  );
}
