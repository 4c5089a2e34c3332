import { useEffect, useSyncExternalStore } from 'react';
import {
  othersOn,
  type PresenceMessage,
  type PresencePage,
  type PresencePerson,
} from '../../common/workspace/presence';
import type { ApiClient } from './api-client';

// Presence in the browser (decision 062): the page this tab shows is reported with the tab's id (the
// live stream was opened with it), again each time the stream opens anew (presence ends with a stream);
// the stream's `presence` messages say who is on a page. One page per tab: the last one reported.

/** The page a tab reports: the owner is the caller's own unless named (a shared page). */
export type ShownPage = Omit<PresencePage, 'ownerId'> & { ownerId?: string };

type PresenceAnswer = { page: string | null; people: PresencePerson[] };

/** This tab, as the server knows its stream. */
export const presenceTab =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2, 14)}`;

let shown: ShownPage | null = null;
/** The server's key of the page shown (learnt from its answer). */
let shownKey: string | null = null;
const peopleByPage = new Map<string, PresencePerson[]>();
const listeners = new Set<() => void>();
let send: ((page: ShownPage | null) => Promise<PresenceAnswer>) | null = null;
const nobody: PresencePerson[] = [];

const changed = () => {
  for (const listener of listeners) listener();
};

function report(): void {
  const page = shown;
  if (send === null) return;
  send(page).then(
    (answer) => {
      if (page !== shown) return;
      shownKey = answer.page;
      if (answer.page !== null) peopleByPage.set(answer.page, answer.people);
      changed();
    },
    () => {
      // The stream is not open yet (it reports again once it is), or the page is gone.
    },
  );
}

/** Reports through `client` from now on; the returned function stops it. */
export function connectPresence(client: Pick<ApiClient, 'request'>): () => void {
  send = async (page) =>
    (await client.request({
      method: 'POST',
      path: '/live/presence',
      body: { tab: presenceTab, page },
    })) as PresenceAnswer;
  return () => {
    send = null;
  };
}

/** The stream opened (again): the server forgot this tab's page with the last stream. */
export function reportPresenceAgain(): void {
  if (shown !== null) report();
}

export function receivePresence(message: PresenceMessage): void {
  peopleByPage.set(message.page, message.people);
  changed();
}

/** Says this tab shows `page` while mounted; answers the others there (other people, other tabs). */
export function usePresence(page: ShownPage | null): PresencePerson[] {
  const key = page === null ? null : JSON.stringify(page);
  useEffect(() => {
    if (key === null) return;
    const mine = JSON.parse(key) as ShownPage;
    // A page over a page (a part's form over its list, decision 105): when it goes, the one under it is
    // shown again, not nothing.
    const under = shown;
    shown = mine;
    shownKey = null;
    report();
    return () => {
      if (shown !== mine) return;
      shown = under;
      shownKey = null;
      report();
    };
  }, [key]);
  const people = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (shownKey === null ? nobody : (peopleByPage.get(shownKey) ?? nobody)),
  );
  return key === null ? nobody : othersOn(people, presenceTab);
}
