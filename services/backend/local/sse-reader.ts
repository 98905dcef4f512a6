/** Reads a Server-Sent Events body (from fetch) and calls `onEvent(type, data)` per event; resolves when it ends. */
export async function readEventStream(
  body: NonNullable<Response['body']>,
  onEvent: (type: string, data: string) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let type = 'message';
      const data: string[] = [];
      // Comment lines (": keep-alive") and `retry:` need no handling here.
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent(type, data.join('\n'));
    }
  }
}
