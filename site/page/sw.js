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
//
// A build's cache holds that build's files and nothing else: only install
// writes to it. What the network answers at run time may already be the
// next build (a deploy the worker has not installed yet, or an update
// cut off half-way): a new urn.js kept in this cache would name a module
// that is in no cache, and offline the page would not start.

const VERSION = "site:version";
const PRECACHE = ["site:precache"];
const CACHE = "urn-playground-" + VERSION;
const HASHED = /\.[0-9a-f]{12}\.[a-z]+$/;
// worker is self as what it is, a service worker's global scope (for the
// type check: its events are install, activate and fetch).
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener("install", (event) => {
	event.waitUntil((async () => {
		const cache = await caches.open(CACHE);
		await cache.addAll(PRECACHE.map((p) => new Request(p, {cache: "reload"})));
		await worker.skipWaiting();
	})());
});

worker.addEventListener("activate", (event) => {
	event.waitUntil((async () => {
		for (const key of await caches.keys()) {
			if (key.startsWith("urn-playground-") && key !== CACHE) await caches.delete(key);
		}
		await worker.clients.claim();
	})());
});

worker.addEventListener("fetch", (event) => {
	const req = event.request;
	const url = new URL(req.url);
	if (req.method !== "GET" || url.origin !== worker.location.origin) return;
	event.respondWith(HASHED.test(url.pathname) ? cacheFirst(req) : networkFirst(req));
});

// cacheFirst answers a hashed name from this build's cache, else from the
// network (a file of another build: not kept).
async function cacheFirst(req) {
	const hit = await (await caches.open(CACHE)).match(req, {ignoreSearch: true});
	return hit ?? fetch(req);
}

// networkFirst answers a stable name from the network, else from this
// build's cache (never written here: see above).
async function networkFirst(req) {
	const cache = await caches.open(CACHE);
	try {
		return await fetch(req);
	} catch (err) {
		// Offline: the page's own URL (with ?embed=1 or a query) is index.html.
		const hit = await cache.match(req, {ignoreSearch: true}) ??
			(req.mode === "navigate" ? await cache.match("./index.html") ?? await cache.match("./") : undefined);
		if (hit) return hit;
		throw err;
	}
}
