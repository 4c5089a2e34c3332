import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthScreen } from '../../auth/auth-screen';
import { useSession } from '../../auth/session-context';
import { signUpWithInvitation } from '../../auth/sign-up-with-invitation';
import { acceptInvitation } from '../../data/sharing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

/**
 * `/invite/:token`: an invitation link (decision 057). Signed out, the holder creates an account with it
 * (open sign-up may be off: the link is what lets them in) and joins; signed in, they join. Either way
 * they land on the shared container, as they may see it.
 */
export default function InvitePage() {
  useDocumentTitle('Invitation');
  const { token = '' } = useParams();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function join() {
    const shared = await acceptInvitation(token);
    navigate(`/shared/${shared.ownerId}/${shared.kind}/${shared.id}`, { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      if (!isSignedIn) {
        const { errorMessage } = await signUpWithInvitation(email.trim(), password, token);
        if (errorMessage !== null) {
          setError(
            errorMessage === 'Signups not allowed for this instance'
              ? 'This invitation link is no longer valid.'
              : errorMessage,
          );
          return;
        }
      }
      await join();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <AuthScreen
      title="You are invited"
      subtitle={isSignedIn ? 'Join to see what is shared with you.' : 'Create your account to join.'}
    >
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6"
      >
        {isSignedIn ? null : (
          <>
            <Field label="Email" isRequired>
              <Input
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field label="Password" isRequired hint="At least 6 characters.">
              <Input
                type="password"
                autoComplete="new-password"
                required
                minLength={6}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
          </>
        )}
        {error === null ? null : <Alert>{error}</Alert>}
        <Button type="submit" disabled={isBusy}>
          {isSignedIn ? 'Join' : 'Create account and join'}
        </Button>
      </form>
    </AuthScreen>
  );
}
