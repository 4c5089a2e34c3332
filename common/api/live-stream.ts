// Reading a Server-Sent Events stream read with fetch() (decision 062: the token goes in a header, which
// EventSource cannot send). Pure: the browser's live connection and the server's tests and bench feed it
// the decoded text as it arrives, in chunks cut anywhere.

/** One message of the stream: `event` is 'message' when the stream named none. */
export type StreamMessage = { id: string | null; event: string; data: string };

/** Returns the function to feed with each chunk of text; `onMessage` gets each whole message. */
export function createStreamParser(onMessage: (message: StreamMessage) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    for (let end = buffer.search(/\r\n|\r|\n/); end >= 0; end = buffer.search(/\r\n|\r|\n/)) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') {
        if (data.length > 0 || id !== null)
          onMessage({ id, event: event || 'message', data: data.join('\n') });
        id = null;
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}
