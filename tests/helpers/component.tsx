/**
 * What component tests (`*.component.test.tsx`, the component project in vitest.config.ts) share:
 * rendering inside a React Router stub with the admin layout's providers, and a loopback server
 * for the admin functions a component fetches.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { render } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import type { ComponentType, ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { ConfirmProvider } from "~/components/admin/confirm-dialog";
import { ToastRegion } from "~/components/toast-region";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** A route action that records each post's fields, and answers what `answer` returns (nothing by default). */
export function recordingAction(answer: (form: FormData) => unknown = () => null) {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    posts.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
    return answer(form);
  };
  return { posts, action };
}

/**
 * Renders `Component` at `path` (the admin page it lives on) the way the admin layout does: inside
 * the confirmation dialog's provider, with the toast region. `routes` adds the page's loader and
 * action, or other pages a link may lead to.
 */
export function renderAdminRoute(
  Component: ComponentType,
  {
    path,
    url = path,
    loader,
    action,
    routes = [],
  }: {
    path: string;
    url?: string;
    loader?: StubRoute["loader"];
    action?: StubRoute["action"];
    routes?: StubRoute[];
  },
) {
  const Page = () => (
    <ConfirmProvider>
      <Component />
      <ToastRegion />
    </ConfirmProvider>
  );
  const Stub = createRoutesStub([{ path, Component: Page, loader, action, HydrateFallback: () => null }, ...routes]);
  return render(<Stub initialEntries={[url]} />);
}

/** Renders a node that needs no route data (links and forms still need a router). */
export function renderInRouter(node: ReactNode, options: { path?: string; action?: StubRoute["action"] } = {}) {
  return renderAdminRoute(() => node, { path: options.path ?? "/", action: options.action });
}

type Handler = (request: http.IncomingMessage, body: string) => Promise<{ status?: number; json: unknown }>;

/**
 * A loopback HTTP server standing in for the site's `/api/functions/*` (the component's own
 * `fetch`, unchanged), and the document's address moved onto it so relative URLs reach it. A path
 * with no handler answers 404.
 */
export async function startApiServer(handlers: Record<string, Handler>) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const url = request.url ?? "/";
      requests.push(`${request.method} ${url}`);
      const handler = handlers[url.split("?")[0]!];
      const answer = handler ? handler(request, body) : Promise.resolve({ status: 404, json: { error: "Not found" } });
      void answer.then(({ status = 200, json }) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}/admin/episodes`);
  return {
    requests,
    // Requests under way are answered first (a component's fetch cut off mid-way logs an error);
    // a connection still open a second later is cut.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1_000).unref();
      }),
  };
}

/** A promise the test settles when it chooses: a request held open until then. */
export function held<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}
