import { loadAuthClient } from './auth-client';

/**
 * Creates an account with an invitation link's token (decision 057): the server takes it even when open
 * sign-up is off, and keeps nothing of the token in the account. Answers the message to show on failure.
 */
export async function signUpWithInvitation(
  email: string,
  password: string,
  token: string,
): Promise<{ errorMessage: string | null }> {
  const client = await loadAuthClient();
  const { error } = await client.signUp({ email, password, options: { data: { invitation: token } } });
  return { errorMessage: error === null ? null : error.message };
}
