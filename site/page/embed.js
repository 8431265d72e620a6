// embed.js — <urn-playground>: the playground in a documentation page.
//
//   <script type="module" src="https://HOST/embed.js"></script>
//   <urn-playground value="urn:isbn:0451450523" edition="rfc2141"></urn-playground>
//
// Attributes:
//   value    the URN (for view="equivalence", the first of the two)
//   edition  rfc2141 | draft-03 | draft-12 | rfc8141 (default)
//   view     explore (default) | editions | equivalence | template | learn
//   lesson   view="learn": the lesson to open (its slug in site/lessons/)
//   course   view="learn": a class's lessons in order, "slug,slug,…"
//   compact  present: only the input and its reading (summary, normalized
//            form, diagnostics), no tabs
//   theme    light | dark | auto (default: the reader's system setting)
//   src      where the playground is hosted (default: beside embed.js;
//            required in the npm package's copy, which is served with a
//            docs site, not beside a playground): an http(s) address, or
//            one relative to embed.js; any other (javascript:, data:, …)
//            is refused with a message in the element, since the iframe
//            would run it in the host page
//
// A reader who changes the example gets a Reset button in it, which puts
// back the state these attributes give (embedding.js).
//
// Each element renders the playground in an iframe (?embed=1 and the
// state in the hash) once it is scrolled near the viewport, and sizes the
// iframe to its content: the page inside posts its height. Both sides
// check the other's origin: the element accepts a message only from its
// own iframe's window and the playground's origin; the playground talks
// only to the origin that greeted it (main.js, initEmbed).
//
// embed.js keeps its name across builds (the playground's other files are
// content-hashed) and imports nothing, so it can be linked from anywhere.
// Imported where there is no DOM (a docs site's server-side rendering, or
// node), it defines nothing and does no harm.

const TAG = "urn-playground";
// VIEWS are the views an embed may show, from the site's one list of
// views (site/views.go), which the generator writes in like EDITIONS.
const VIEWS = ["site:embed-views"];
const DEFAULT_VIEW = "site:default-view";
// EDITIONS are core's edition ids, which the generator writes in
// (site/assets.go): embed.js imports nothing and reads no data, so that it
// can keep its name across builds. An unknown edition is left out, and
// the playground shows its default.
const EDITIONS = ["site:editions"];
const THEMES = ["light", "dark", "auto"];
const MSG = "urn-playground";
const here = new URL(".", import.meta.url);
// SRC_REQUIRED is false where the site generator writes embed.js, beside
// the playground; the npm package's copy (npm/package.go) sets it true:
// an element without src there says so instead of framing node_modules.
const SRC_REQUIRED = false;

// embedURL is the iframe's address for an element's attributes, or null
// when src is not an http(s) address (nor one relative to embed.js), or
// is absent where it is required.
function embedURL(el) {
	let base;
	const src = el.getAttribute("src");
	if (!src && SRC_REQUIRED) return null;
	try {
		base = new URL(src || "./", here);
	} catch {
		return null;
	}
	if (base.protocol !== "https:" && base.protocol !== "http:") return null;
	const q = new URLSearchParams({embed: "1"});
	const theme = el.getAttribute("theme");
	if (THEMES.includes(theme) && theme !== "auto") q.set("theme", theme);
	if (el.hasAttribute("compact")) q.set("compact", "1");
	const h = new URLSearchParams();
	const view = el.getAttribute("view");
	if (VIEWS.includes(view) && view !== DEFAULT_VIEW) h.set("view", view);
	const ed = el.getAttribute("edition");
	if (EDITIONS.includes(ed)) h.set("ed", ed);
	for (const k of ["lesson", "course"]) {
		const v = el.getAttribute(k);
		if (view === "learn" && v) h.set(k, v);
	}
	const value = el.getAttribute("value");
	if (value !== null) h.set(view === "equivalence" ? "a" : "urn", value);
	base.search = q.toString();
	base.hash = h.toString();
	return base;
}

let shared;
function sheet() {
	if (!shared) {
		shared = new CSSStyleSheet();
		shared.replaceSync(":host{display:block;min-height:6rem}iframe{display:block;width:100%;border:1px solid #d9dce4;border-radius:8px;height:12rem;background:transparent}.error{margin:0;padding:.6em .8em;border:1px solid #b3261e;border-radius:8px;color:#b3261e;font:inherit}");
	}
	return shared;
}

// Base is HTMLElement in a browser; without a DOM (server-side
// rendering) a stand-in, so that the class can be declared, never defined.
const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

class URNPlayground extends Base {
	static observedAttributes = ["value", "edition", "view", "compact", "theme", "src", "lesson", "course"];

	/** @type {((e: MessageEvent) => void) | undefined} the page's messages, listened to while connected */
	onMessage;

	connectedCallback() {
		if (!this.shadowRoot) {
			// A constructed stylesheet, not a <style> element: a page whose
			// Content-Security-Policy forbids inline styles still allows it.
			this.attachShadow({mode: "open"}).adoptedStyleSheets = [sheet()];
		}
		// Lazy: the iframe (and the engine in it) loads when the element
		// comes within a screen of the viewport.
		this.observer?.disconnect();
		this.observer = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting)) {
				this.observer.disconnect();
				this.started = true;
				this.render();
			}
		}, {rootMargin: "100% 0px"});
		this.observer.observe(this);
		this.onMessage ??= (e) => this.receive(e);
		window.addEventListener("message", this.onMessage);
	}

	disconnectedCallback() {
		this.observer?.disconnect();
		window.removeEventListener("message", this.onMessage);
	}

	attributeChangedCallback() {
		if (this.started) this.render();
	}

	render() {
		const url = embedURL(this);
		if (!url) {
			this.refuse();
			return;
		}
		this.error?.remove();
		this.error = null;
		this.origin = url.origin;
		if (!this.frame) {
			// Not loading="lazy": the element is lazy itself (above), and
			// Chromium drops a lazy iframe's src change made while its
			// previous load is pending.
			this.frame = document.createElement("iframe");
			this.frame.addEventListener("load", () => this.greet());
			this.shadowRoot.append(this.frame);
		}
		this.frame.title = "URN Playground: " + (this.getAttribute("value") || "a URN");
		if (this.frame.src !== url.href) this.frame.src = url.href;
	}

	// refuse drops the iframe and says why: src is not http(s).
	refuse() {
		this.frame?.remove();
		this.frame = null;
		this.origin = null;
		if (!this.error) {
			this.error = document.createElement("p");
			this.error.className = "error";
			this.error.setAttribute("role", "alert");
			this.shadowRoot.append(this.error);
		}
		const src = this.getAttribute("src");
		this.error.textContent = src
			? `The playground is not shown: its src “${src}” is not an http(s) address.`
			: "The playground is not shown: set its src to the address where the playground is hosted.";
	}

	// greet tells the playground which origin may hear its heights.
	greet() {
		this.frame?.contentWindow?.postMessage({type: MSG + ":hello"}, this.origin);
	}

	receive(e) {
		if (!this.frame || e.source !== this.frame.contentWindow || e.origin !== this.origin) return;
		const d = e.data;
		if (!d || d.type !== MSG + ":height" || !Number.isFinite(d.height)) return;
		this.frame.style.height = Math.max(80, Math.min(Math.ceil(d.height), 20000)) + "px";
		this.dispatchEvent(new CustomEvent("urn-playground-resize", {detail: {height: d.height}}));
	}
}

if (globalThis.customElements && !customElements.get(TAG)) customElements.define(TAG, URNPlayground);
