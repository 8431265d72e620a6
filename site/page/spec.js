// spec.js — the Spec panel: shows the excerpt of one cited section. The
// excerpts are rendered into the page at build time (site/spec/*.md); the
// panel shows a copy of one, so the library keeps the only element with
// each id.

import {h, fill, $} from "./dom.js";

let current = "";

// showSpec shows the section with this anchor; quiet keeps focus where it
// is (caret moves), otherwise the panel takes focus (a followed link).
export function showSpec(anchor, {quiet = true} = {}) {
	if (!anchor || anchor === current) return;
	const src = document.getElementById(anchor);
	const panel = $("#spec-current");
	if (!src || !src.classList.contains("spec-sec")) {
		fill(panel, h("p", {class: "muted"}, "No excerpt for " + anchor + "."));
		current = "";
		return;
	}
	current = anchor;
	const copy = src.cloneNode(true);
	copy.removeAttribute("id");
	copy.removeAttribute("tabindex");
	const doc = src.closest(".spec-doc");
	const head = doc && doc.querySelector(".spec-head h1");
	fill(panel, head ? h("p", {class: "spec-from"}, head.textContent) : null, copy,
		h("p", {class: "spec-more"}, h("a", {href: "#" + anchor, class: "ref", dataset: {anchor, library: "1"}}, "Show in all excerpts")));
	if (!quiet) {
		panel.setAttribute("tabindex", "-1");
		panel.focus({preventScroll: false});
	}
}

// openInLibrary opens "All spec excerpts" at the section.
export function openInLibrary(anchor) {
	const el = document.getElementById(anchor);
	if (!el) return;
	$("#spec-all").open = true;
	el.scrollIntoView({block: "start"});
	el.focus({preventScroll: true});
}
