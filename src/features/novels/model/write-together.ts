// When the writing page writes a chapter together (decision 086), as a plain function of what it knows:
// alone it is the spec's page (no connection at all); with someone else there (or the `?together=1`
// link) it connects; it binds its editor to the shared text once that has arrived and what was typed
// alone is saved; and while the shared text cannot be reached it says it writes alone meanwhile.

export type WriteTogetherWish = {
  /** A server workspace in a browser with WebSockets. */
  isAvailable: boolean;
  /** Someone else (or another tab) has the chapter open now. */
  isOthersHere: boolean;
  /** The address asks for it (`?together=1`). */
  isAsked: boolean;
  /** It was wanted earlier on this page: once joined, a writer leaving does not end it. */
  wasWanted: boolean;
};

export type WriteTogetherInput = WriteTogetherWish & {
  /** The editor is bound to the shared text already. */
  isBound: boolean;
  /** The server's shared text has arrived. */
  isReady: boolean;
  /** The server refused this account the shared text. */
  isRefused: boolean;
  /** No socket has opened yet and a try failed. */
  isUnreachable: boolean;
  /** What was typed alone is saved, with no conflict waiting. */
  isAloneSaved: boolean;
};

export type WriteTogetherView = {
  /** Keep a connection to the shared text open. */
  isConnected: boolean;
  /** Bind the editor to the shared text now. */
  shouldBind: boolean;
  /** Whether the editor is (to be) the shared text's. */
  isOn: boolean;
  /** What the status line says beside the save state. */
  line: 'on' | 'unreachable' | 'off';
};

/** Whether the page keeps a connection to the shared text open. */
export function isTogetherWanted(wish: WriteTogetherWish): boolean {
  return wish.isAvailable && (wish.wasWanted || wish.isOthersHere || wish.isAsked);
}

export function writeTogetherView(input: WriteTogetherInput): WriteTogetherView {
  const isWanted = isTogetherWanted(input);
  const isOn = input.isBound && !input.isRefused;
  const shouldBind = isWanted && !input.isBound && input.isReady && !input.isRefused && input.isAloneSaved;
  const line = isOn ? 'on' : isWanted && (input.isUnreachable || input.isRefused) ? 'unreachable' : 'off';
  return { isConnected: isWanted, shouldBind, isOn, line };
}
