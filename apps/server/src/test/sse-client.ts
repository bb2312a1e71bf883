import http from "node:http";

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** A Server-Sent Events reader for tests: opens a stream on a listening server and keeps what arrives. */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** The raw text, heartbeats and the retry hint included. */
  text(): string;
  ended(): boolean;
  /** Resolves with the first event (from `from` on) that matches, or rejects after `ms`. */
  waitFor(match: (e: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  waitEnd(ms?: number): Promise<void>;
  close(): void;
}

export function openSse(base: string, path: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      let raw = "";
      let pending = "";
      let done = false;
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      const wake = () => {
        for (const w of [...waiters]) w();
      };
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut: number;
        while ((cut = pending.indexOf("\n\n")) >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          const e: SseEvent = {};
          let any = false;
          for (const line of block.split("\n")) {
            const m = /^(id|event|data): ?(.*)$/.exec(line);
            if (m) {
              e[m[1] as keyof SseEvent] = m[2];
              any = true;
            }
          }
          if (any) events.push(e);
        }
        wake();
      });
      res.on("end", () => {
        done = true;
        wake();
      });
      res.on("error", () => {
        done = true;
        wake();
      });
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        text: () => raw,
        ended: () => done,
        waitFor(match, ms = 5000, from = 0) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = events.slice(from).find(match);
              if (found) {
                waiters.delete(check);
                clearTimeout(timer);
                ok(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event in ${ms} ms; got: ${raw}`));
            }, ms);
            waiters.add(check);
            check();
          });
        },
        waitEnd(ms = 5000) {
          return new Promise((ok, fail) => {
            const check = () => {
              if (done) {
                waiters.delete(check);
                clearTimeout(timer);
                ok();
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`stream still open after ${ms} ms`));
            }, ms);
            waiters.add(check);
            check();
          });
        },
        close() {
          req.destroy();
        },
      };
      resolve(client);
    });
    req.on("error", reject);
  });
}
