import { loadAuthClient } from './auth-client';
import { noteSessionEnded } from './session-ended';

let ending: Promise<void> | null = null;

/**
 * The data API refused the access token (the session was revoked on the server): forget it here, so
 * the protected routes send the user to /login and back after signing in. Every refused request of a
 * page lands here at once; one sign-out is enough. Kept out of the session provider so that the login
 * screen's download does not carry it.
 */
export function endSession(): Promise<void> {
  noteSessionEnded();
  ending ??= loadAuthClient()
    .then((client) => client.signOut({ scope: 'local' }))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      ending = null;
    });
  return ending;
}
