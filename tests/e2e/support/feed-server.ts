/**
 * The outside world for browser tests: a loopback server standing in for the show's Podbean feed
 * (PODCAST_FEED_URL) and the owner's website (BLOG_SOURCE_URL: a blog without a WordPress API whose
 * home page points to its RSS feed, plus one article page), serving files written for this project,
 * and a neutral page for the quick exit (QUICK_EXIT_URL).
 * Started by playwright.config.ts next to the site.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const port = Number(process.env.FEED_SERVER_PORT ?? 4311);
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

const routes: Record<string, { type: string; body: Buffer | string }> = {
  "/healthz": { type: "text/plain", body: "ok" },
  "/feed.xml": { type: "application/rss+xml; charset=utf-8", body: fixture("podbean-feed.xml") },
  "/": {
    type: "text/html; charset=utf-8",
    body: '<!doctype html><html><head><title>Blog</title><link rel="alternate" type="application/rss+xml" href="/feed/"></head><body></body></html>',
  },
  "/feed/": { type: "application/rss+xml; charset=utf-8", body: fixture("blog-feed.xml") },
  "/why-mediation-works/": { type: "text/html; charset=utf-8", body: fixture("article.html") },
  // Where "Leave site" goes in browser tests (QUICK_EXIT_URL), standing in for a weather site.
  "/neutral": {
    type: "text/html; charset=utf-8",
    body: '<!doctype html><html lang="en"><head><title>Weather</title><link rel="icon" href="data:,"></head><body><h1>Weather today</h1></body></html>',
  },
};

http
  .createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    // /slow/<n>: an article page that takes four seconds, so an import's progress can be watched.
    if (/^\/slow\/\d+$/.test(pathname)) {
      setTimeout(
        () => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(fixture("article.html")),
        4000,
      );
      return;
    }
    const route = routes[pathname];
    if (!route) return void response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    response.writeHead(200, { "Content-Type": route.type }).end(route.body);
  })
  .listen(port, "127.0.0.1");
