import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake GitHub REST API on loopback: the endpoints the Action calls, every request recorded.
 * `readOnly` answers comment writes with 403, as GitHub does for a fork's pull_request token.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: { id: number; body: string }[];
  pullFiles: { filename: string; status: string; previous_filename?: string }[];
  readOnly: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000;
  const state: Omit<FakeGitHub, 'url' | 'close'> = { requests: [], comments: [], pullFiles: [], readOnly: false };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    state.requests.push({ method: request.method ?? 'GET', path: url.pathname + url.search, body });
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(data));
    };
    const forbidden = () => send(403, { message: 'Resource not accessible by integration', status: '403' });
    let match: RegExpExecArray | null;
    if ((match = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname))) {
      if (request.method === 'GET') return send(200, state.comments.map((c) => ({ ...c, html_url: `https://github.com/o/r/pull/${match![1]}#issuecomment-${c.id}` })));
      if (state.readOnly) return forbidden();
      const comment = { id: nextId++, body: (body as { body: string }).body };
      state.comments.push(comment);
      return send(201, { ...comment, html_url: `https://github.com/o/r/pull/${match[1]}#issuecomment-${comment.id}` });
    }
    if ((match = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname)) && request.method === 'PATCH') {
      if (state.readOnly) return forbidden();
      const comment = state.comments.find((c) => c.id === Number(match![1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = (body as { body: string }).body;
      return send(200, comment);
    }
    if ((match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/files$/.exec(url.pathname))) {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = state.pullFiles.slice((page - 1) * perPage, page * perPage);
      const last = Math.max(1, Math.ceil(state.pullFiles.length / perPage));
      const headers: Record<string, string> = {};
      if (page < last) headers.link = `<${address()}/repos/${match[1]}/pulls/${match[2]}/files?per_page=${perPage}&page=${page + 1}>; rel="next", <${address()}/repos/${match[1]}/pulls/${match[2]}/files?per_page=${perPage}&page=${last}>; rel="last"`;
      return send(200, slice, headers);
    }
    send(404, { message: `Not Found: ${request.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: address(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
