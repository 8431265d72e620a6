// theme.js — light and dark themes: the system's choice by default, or the
// one the user picked with the toggle (kept in localStorage).

import {on, $} from "./dom.js";

const KEY = "urn-playground.theme";
const ORDER = ["auto", "light", "dark"];
const LABEL = {auto: "Theme: follows the system", light: "Theme: light", dark: "Theme: dark"};
const ICON = {auto: "◐", light: "☀", dark: "☾"};

function applyTheme(theme) {
	if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
	else delete document.documentElement.dataset.theme;
	const b = $("#theme");
	if (b) {
		b.setAttribute("aria-label", LABEL[theme] ?? LABEL.auto);
		b.title = LABEL[theme] ?? LABEL.auto;
		b.textContent = ICON[theme] ?? ICON.auto;
	}
}

function stored() {
	try {
		return localStorage.getItem(KEY) || "auto";
	} catch {
		return "auto";
	}
}

export function initTheme() {
	const forced = new URLSearchParams(location.search).get("theme");
	let theme = ORDER.includes(forced) ? forced : stored();
	applyTheme(theme);
	on($("#theme"), "click", () => {
		theme = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length];
		applyTheme(theme);
		try {
			localStorage.setItem(KEY, theme);
		} catch {
			// Storage blocked (private mode, file://): the choice lasts this visit.
		}
	});
}
