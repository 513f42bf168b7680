/**
 * The outside world for browser tests: a loopback server standing in for the show's Podbean feed
 * (PODCAST_FEED_URL of the e2e site), serving a feed written for this project. Started by
 * playwright.config.ts next to the site.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const port = Number(process.env.FEED_SERVER_PORT ?? 4311);
const feed = readFileSync(new URL("../fixtures/podbean-feed.xml", import.meta.url));

http
  .createServer((request, response) => {
    if (request.url === "/healthz") return void response.writeHead(200).end("ok");
    if (request.url === "/feed.xml") {
      return void response.writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" }).end(feed);
    }
    response.writeHead(404).end();
  })
  .listen(port, "127.0.0.1");
