import http from 'node:http';

/**
 * Just enough of the browser's XMLHttpRequest, over node:http, to drive the local files client's browser path:
 * the body goes out in 64 KB chunks and `upload.onprogress` fires as each one is written.
 */
export class NodeXhr {
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private request: http.ClientRequest | null = null;
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.request?.destroy();
    this.onabort?.();
  }

  send(body: Blob) {
    void body.arrayBuffer().then(async (buffer) => {
      const bytes = Buffer.from(buffer);
      const req = http.request(
        this.url,
        { method: this.method, headers: { ...this.headers, 'Content-Length': bytes.length } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            if (this.aborted) return;
            this.status = res.statusCode ?? 0;
            this.responseText = text;
            this.onload?.();
          });
        },
      );
      this.request = req;
      req.on('error', () => {
        if (!this.aborted) this.onerror?.();
      });
      for (let offset = 0; offset < bytes.length && !this.aborted; offset += 64 * 1024) {
        const chunk = bytes.subarray(offset, offset + 64 * 1024);
        await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
        // Give the abort a chance between chunks, as a real network would.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (!this.aborted) this.upload.onprogress?.({ loaded: offset + chunk.length, total: bytes.length });
      }
      if (!this.aborted) req.end();
    });
  }
}
