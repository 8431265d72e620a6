// dom.js — the page's only way to make elements. User text goes in as
// text (textContent, attributes), never as HTML: nothing here parses
// markup.

// h creates an element: h("a", {href: "#x", class: "ref"}, "text", child).
// Attributes named on* are refused so that no handler is built from a
// string; pass listeners with on(el, …) instead.
export function h(tag, attrs, ...children) {
	const el = document.createElement(tag);
	for (const [k, v] of Object.entries(attrs ?? {})) {
		if (v === undefined || v === null || v === false) continue;
		if (k.startsWith("on")) throw new Error("dom.h: use on() for " + k);
		if (k === "class") el.className = v;
		else if (k === "dataset") Object.assign(el.dataset, v);
		else el.setAttribute(k, v === true ? "" : String(v));
	}
	append(el, children);
	return el;
}

// append adds children: strings become text nodes; arrays are flattened;
// null, undefined and false are skipped.
export function append(el, children) {
	for (const c of children) {
		if (c === null || c === undefined || c === false) continue;
		if (Array.isArray(c)) append(el, c);
		else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
	}
	return el;
}

// fill replaces el's children.
export function fill(el, ...children) {
	el.replaceChildren();
	return append(el, children);
}

export function on(el, type, fn, opts) {
	el.addEventListener(type, fn, opts);
	return el;
}

// painted resolves once what the page shows now is painted: after the
// next frame (a task queued from requestAnimationFrame runs after its
// paint), at once in a hidden tab, which paints no frame.
export function painted() {
	if (document.hidden) return Promise.resolve();
	return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// nextTask resolves in a task of its own: work after it does not add to
// the task that awaited it (the engine's start is one long task; the
// first view drawn with it would be another). A message, not a timer: a
// hidden tab's timers wait for its once-a-second wake-up.
export function nextTask() {
	return new Promise((resolve) => {
		const {port1, port2} = new MessageChannel();
		port1.onmessage = () => {
			port1.close();
			resolve();
		};
		port2.postMessage(null);
	});
}

// bootJSON returns the JSON of what the served page's boot script
// (site/boot.go) fetched under Symbol.for(key), taken once, or, when it
// fetched nothing or failed, the JSON at src, fetched now (what, for the
// message, names it when src is missing). The boot script leaves the
// response: its body is parsed here, when the page needs it, not on
// arrival, when the page may not be painted yet.
export async function bootJSON(key, src, what) {
	const sym = Symbol.for(key);
	const early = globalThis[sym];
	delete globalThis[sym];
	if (early) {
		try {
			return await (await early).json();
		} catch {
			// fetched again below
		}
	}
	if (!src) throw new Error("the page names no " + what);
	const r = await fetch(src);
	if (!r.ok) throw new Error("HTTP " + r.status);
	return r.json();
}

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

// debounce delays fn until calls pause for ms.
export function debounce(fn, ms) {
	let t = 0;
	return (...args) => {
		clearTimeout(t);
		t = setTimeout(() => fn(...args), ms);
	};
}

// copyText copies text and briefly says so on the button.
export async function copyText(button, text) {
	const label = button.textContent;
	try {
		await navigator.clipboard.writeText(text);
		button.textContent = "Copied";
	} catch {
		// No clipboard permission (file://, old browser): select it instead.
		const ta = h("textarea", {class: "offscreen", "aria-hidden": "true"});
		ta.value = text;
		document.body.append(ta);
		ta.select();
		const ok = document.execCommand && document.execCommand("copy");
		ta.remove();
		button.textContent = ok ? "Copied" : "Copy failed";
	}
	setTimeout(() => { button.textContent = label; }, 1200);
}

// plural: plural(2, "escape") is "2 escapes".
export function plural(n, word, many = word + "s") {
	return n.toLocaleString("en") + " " + (n === 1 ? word : many);
}

// download offers text as a file.
export function download(name, type, text) {
	const url = URL.createObjectURL(new Blob([text], {type}));
	const a = h("a", {href: url, download: name});
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}
