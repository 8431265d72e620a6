// sw.js — the service worker that keeps the playground working offline
// after one visit. The generator (site/offline.go) fills in VERSION and
// PRECACHE for each build: every file the page needs, the content-hashed
// ones under their hashed names.
//
// Hashed files never change under their name, so they are served from
// the cache first. index.html, urn.js and embed.js keep stable names:
// they come from the network when it answers, so a new build shows up on
// the next visit, and from the cache when it does not. A new build has a
// new VERSION: its worker installs beside the old one, precaches the new
// files and, once active, deletes the old build's cache.

const VERSION = "site:version";
const PRECACHE = ["site:precache"];
const CACHE = "urn-playground-" + VERSION;
const HASHED = /\.[0-9a-f]{12}\.[a-z]+$/;

self.addEventListener("install", (event) => {
	event.waitUntil((async () => {
		const cache = await caches.open(CACHE);
		await cache.addAll(PRECACHE.map((p) => new Request(p, {cache: "reload"})));
		await self.skipWaiting();
	})());
});

self.addEventListener("activate", (event) => {
	event.waitUntil((async () => {
		for (const key of await caches.keys()) {
			if (key.startsWith("urn-playground-") && key !== CACHE) await caches.delete(key);
		}
		await self.clients.claim();
	})());
});

self.addEventListener("fetch", (event) => {
	const req = event.request;
	const url = new URL(req.url);
	if (req.method !== "GET" || url.origin !== self.location.origin) return;
	event.respondWith(HASHED.test(url.pathname) ? cacheFirst(req) : networkFirst(req));
});

async function cacheFirst(req) {
	const hit = await caches.match(req, {ignoreSearch: true});
	if (hit) return hit;
	const res = await fetch(req);
	if (res.ok) (await caches.open(CACHE)).put(req, res.clone());
	return res;
}

async function networkFirst(req) {
	const cache = await caches.open(CACHE);
	try {
		const res = await fetch(req);
		// Keep the newest copy of the stable names this build precached.
		if (res.ok && (await cache.match(req, {ignoreSearch: true}))) cache.put(req, res.clone());
		return res;
	} catch (err) {
		// Offline: the page's own URL (with ?embed=1 or a query) is index.html.
		const hit = await cache.match(req, {ignoreSearch: true}) ??
			(req.mode === "navigate" ? await cache.match("./index.html") ?? await cache.match("./") : undefined);
		if (hit) return hit;
		throw err;
	}
}
