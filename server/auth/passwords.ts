import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 72;

/** Why a new password is refused (GoTrue's texts), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    // A malformed stored hash must look like a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a throwaway password with the same parameters as real ones: verifying against it when the
 * email is unknown makes that answer take as long as a wrong password.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID());
  return dummyHash;
}
