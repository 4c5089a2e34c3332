// Whether the data API refused this page's stored session (end-session.ts). A refusal that signs out
// before the session provider has even subscribed to the auth client's events is still an ended session,
// and /login must name the page the user was on. Kept tiny: the login screen's download carries it.
let hasEnded = false;

export function noteSessionEnded(): void {
  hasEnded = true;
}

/** Whether a refusal ended the session since the last call; reading it forgets it. */
export function takeSessionEnded(): boolean {
  const was = hasEnded;
  hasEnded = false;
  return was;
}
