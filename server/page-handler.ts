import { createHeaders, createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type express from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { BookingService } from "#domain/booking/model.ts";
import {
  bookingServiceContext,
  contactServiceContext,
  cspNonceContext,
  teamRequestContext,
} from "../domain/site/router-context.ts";
import { inboxPaths } from "#domain/site/inbox-paths.ts";
import type { InboxLocals } from "./inbox/gate.ts";
import { appScriptsPolicy, contentSecurityPolicy, cspNonce, type CspOptions } from "./csp.ts";
import { logRenderErrors, sendStatus } from "./http-hygiene.ts";
import type { Logger } from "./log.ts";
import { htmlEtag } from "./prerendered.ts";
import type { ServerContactService } from "./leads/submit.ts";

export interface PageHandlerOptions {
  /** The React Router build, or (development) how to load it from source. */
  readonly build: ServerBuild | (() => Promise<ServerBuild>);
  /** Built pages: CSP by the hashes of the app's own scripts; development: of every inline script. */
  readonly built: boolean;
  readonly service: ServerContactService;
  readonly booking: BookingService | null;
  readonly csp: CspOptions;
  readonly logger: Logger;
}

/**
 * What React Router renders on request (docs/decisions/088: our handler, not
 * @react-router/express's, which sends the response itself): other-language slugs,
 * the 404 page, form actions, and the team inbox (its gate ran first:
 * `res.locals.inbox`). Its HTML goes out with the CSP of its own scripts (decision
 * 045) and, on public pages, an ETag. The router contexts are the domain's typed
 * ones (one object per process: domain/site/router-context.ts).
 */
export function pageHandler({
  build,
  built,
  service,
  booking,
  csp,
  logger,
}: PageHandlerOptions): express.RequestHandler {
  const handleDocument = createRequestHandler(
    typeof build === "function"
      ? async () => logRenderErrors(await build(), logger)
      : logRenderErrors(build, logger),
    built ? "production" : "development",
  );
  return async (req, res, next) => {
    try {
      const inbox = res.locals.inbox as InboxLocals | undefined;
      const context = new RouterContextProvider();
      // This request's client address goes with its message, for the acknowledgements' cap only.
      context.set(contactServiceContext, { submit: (submission) => service.submit(submission, req.ip) });
      context.set(bookingServiceContext, booking);
      // This response's marker: on every script React Router and React emit (decision 088).
      // Built pages only: it is removed before they go out, while in development React would
      // see it in the HTML it hydrates and not in its own render.
      const nonce = cspNonce();
      if (built) context.set(cspNonceContext, nonce);
      if (inbox) context.set(teamRequestContext, inbox.team);
      let response = await handleDocument(
        inbox ? inboxRequest(req, res, inbox) : createRequest(req, res),
        context,
      );
      if (inbox?.refusal && !inbox.team.unavailable && !followsToSignIn(req, inbox)) {
        // A refused post ran no action: the sign-in page says why, with the refusal's status.
        if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
          sendStatus(res, inbox.refusal.status);
          return;
        }
        response = new Response(response.body, { status: inbox.refusal.status, headers: response.headers });
      }
      // Cookies set before React Router (the inbox's session and CSRF token) go out with its own.
      const early = res.getHeader("set-cookie");
      res.removeHeader("set-cookie");
      const headers = new Headers(response.headers);
      for (const cookie of [early ?? []].flat()) headers.append("Set-Cookie", String(cookie));
      response = new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
        await sendResponse(res, response);
        return;
      }
      // Built pages: the scripts the app emitted (those with this response's nonce) by their
      // hashes, nothing else the HTML may hold (decision 088). Development: every inline
      // script, Vite's own too.
      const text = await response.text();
      // A public page's island loader adds its speculation rules (docs/decisions/103).
      const options: CspOptions = { ...csp, speculationRules: !inbox };
      const { html: body, csp: policy } = built
        ? appScriptsPolicy(text, nonce, options)
        : { html: text, csp: contentSecurityPolicy(text, options) };
      res.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") res.setHeader(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
      res.setHeader("Content-Security-Policy", policy);
      res.setHeader("Cache-Control", inbox ? "no-store" : "no-cache");
      if (!inbox) res.setHeader("ETag", htmlEtag(body));
      res.send(body);
    } catch (error) {
      next(error);
    }
  };
}

/** A post of React Router's client (`.data`) refused for want of a session: answered with a redirect it follows. */
const followsToSignIn = (req: express.Request, inbox: InboxLocals) =>
  inbox.refusal?.reason === "signIn" && req.path.endsWith(".data");

/** The sign-in page (or its `.data`, as the request was), at the request's origin. */
const signInPage = (url: URL) =>
  new URL(`${inboxPaths.signIn}${url.pathname.endsWith(".data") ? ".data" : ""}`, url);

/**
 * The inbox's request for React Router: its body as the gate read it; a refused
 * post becomes a GET of the sign-in page (`refused` says why), so no action runs.
 */
function inboxRequest(req: express.Request, res: express.Response, inbox: InboxLocals): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = createHeaders(req);
  if (inbox.team.unavailable || inbox.refusal) {
    headers.delete("content-type");
    headers.delete("content-length");
  }
  // The session could not be checked (the storage cannot be used now): whatever was asked,
  // the sign-in page's loader answers 503 with the inbox's words, and no action runs.
  if (inbox.team.unavailable) return new Request(signInPage(url), { method: "GET", headers });
  if (inbox.refusal) {
    if (followsToSignIn(req, inbox)) {
      // React Router's client sent a form without a session: the same post, emptied, to let the
      // signed-in layout's middleware answer it (before any action) with a redirect to sign-in that
      // the client follows, where a bare 401 would show it an error.
      url.searchParams.set("refused", "signIn");
      return new Request(url, { method: "POST", headers, body: new Uint8Array() });
    }
    const refused = signInPage(url);
    refused.searchParams.set("refused", inbox.refusal.reason);
    return new Request(refused, { method: "GET", headers });
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(inbox.body ?? []) : undefined,
    signal: controller.signal,
  });
}
