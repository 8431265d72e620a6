// learn-click.js — the answer field of a "click a part" exercise: the
// URN shown character by character, to click with the mouse or to walk
// with the arrow keys and choose with Enter or Space (a listbox, the
// WAI-ARIA pattern with aria-activedescendant). The answer is the chosen
// character's offset in UTF-16 code units, which the evaluator takes
// beside FORMAT.md's "@text" (core/exercise, Check): exact where a
// character occurs twice.

import {h, on} from "./dom.js";

// charsOf cuts text into characters (code points) with their offsets.
function charsOf(text) {
	const out = [];
	let at = 0;
	for (const c of text) {
		out.push({c, at});
		at += c.length;
	}
	return out;
}

// clickControl builds the listbox for ex.given; saved is the answer last
// chosen (an offset), submit checks a choice at once. Returns {el, value()}.
export function clickControl(app, ex, base, saved, submit) {
	const given = ex.given ?? "";
	const chars = charsOf(given);
	const savedAt = /^\d+$/.test(saved) ? Number(saved) : -1;
	let active = Math.max(0, chars.findIndex((x) => x.at === savedAt));
	let chosen = chars.findIndex((x) => x.at === savedAt);
	const label = h("p", {class: "field-label", id: base + "-click-label"}, "Click the part in the URN (or use ← → and Enter)");
	const options = chars.map((x, i) => h("span", {role: "option", id: `${base}-c${i}`, class: "ex-char", "aria-selected": "false", dataset: {i}}, x.c));
	const box = h("div", {class: "ex-click", role: "listbox", tabindex: "0", "aria-labelledby": label.id, id: base + "-click"}, options);
	const paint = () => {
		options.forEach((o, i) => {
			o.classList.toggle("active", i === active);
			o.classList.toggle("chosen", i === chosen);
			o.setAttribute("aria-selected", String(i === chosen));
		});
		if (options[active]) box.setAttribute("aria-activedescendant", options[active].id);
	};
	const choose = (i) => {
		chosen = active = i;
		paint();
		submit(value());
	};
	const value = () => chosen < 0 ? "" : String(chars[chosen].at);
	on(box, "click", (e) => {
		const o = e.target.closest && e.target.closest(".ex-char");
		if (o) {
			box.focus();
			choose(Number(o.dataset.i));
		}
	});
	on(box, "keydown", (e) => {
		const last = chars.length - 1;
		const moves = {ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last};
		if (e.key in moves) {
			e.preventDefault();
			active = Math.min(last, Math.max(0, moves[e.key]));
			paint();
			options[active]?.scrollIntoView({block: "nearest", inline: "nearest"});
		} else if (e.key === "Enter" || e.key === " ") {
			e.preventDefault();
			if (chars.length) choose(active);
		}
	});
	paint();
	return {el: [label, box], value};
}
