// learn-takeover.js — a lesson's page (site/lesson_page.go) shows its
// lesson as the build drew it, controls and all, before the bundle runs;
// learn.js then takes it over: its title and text stay (on screen since
// the page was), and what needs the script (the exercises, the examples'
// buttons, the tools, the pager) is drawn again in place. What the
// student did meanwhile carries over: what was typed or chosen (read from
// the fields), where the caret was, and what was pressed (the boot
// script's list, site/boot.go BootEarlyKey), done again on the live
// lesson, in order: a Check pressed before the engine runs is answered
// once it does, as on a lesson drawn by the page.

const EARLY = Symbol.for("urn-playground.early");

// CONTROLS are the live controls of what the boot script notes.
const CONTROLS = {check: ".ex-check", hint: ".ex-hint", solution: ".ex-show-solution"};

// takeOver finds root's lesson drawn by the build, if it is lesson
// slug's, and reads what the student did to it: it returns {article,
// redo}, redo doing that again once the lesson is live (or null).
export function takeOver(root, slug) {
	const drawn = root.querySelector("#lesson[data-drawn]");
	if (!drawn || drawn.dataset.lesson !== slug) return null;
	const typed = [...drawn.querySelectorAll("input.ex-input")].filter((i) => i.value !== i.defaultValue).map((i) => [i.id, i.value]);
	const chosen = [...drawn.querySelectorAll("input[type=radio]:checked")].map((i) => i.id);
	const focus = /** @type {HTMLInputElement | null} */ (drawn.contains(document.activeElement) ? document.activeElement : null);
	const caret = focus && typeof focus.selectionStart === "number" ? [focus.selectionStart, focus.selectionEnd] : null;
	const pressed = globalThis[EARLY] ?? [];
	delete globalThis[EARLY];
	return {article: drawn, redo() {
		for (const [id, value] of typed) {
			const input = /** @type {HTMLInputElement | null} */ (document.getElementById(id));
			if (!input) continue;
			input.value = value;
			input.dispatchEvent(new Event("input", {bubbles: true}));
		}
		for (const id of chosen) {
			const radio = /** @type {HTMLInputElement | null} */ (document.getElementById(id));
			if (!radio) continue;
			radio.checked = true;
			radio.dispatchEvent(new Event("change", {bubbles: true}));
		}
		if (focus?.id) {
			const el = /** @type {HTMLInputElement | null} */ (document.getElementById(focus.id));
			el?.focus();
			if (caret && el?.setSelectionRange) el.setSelectionRange(caret[0], caret[1]);
		}
		for (const {exercise, control, i} of pressed) {
			const section = document.getElementById("ex-" + exercise);
			const el = control === "char" ? section?.querySelector(`.ex-char[data-i="${Number(i)}"]`) : section?.querySelector(CONTROLS[control]);
			if (el && !el.hidden) el.click();
		}
	}};
}
