// tabstrip.js — the tab strip when it is wider than its box (a window
// between a phone's, where the strip wraps, and a desktop's): it scrolls
// sideways, so it shows that it does, with a fade on each side
// that has more tabs beyond, and keeps the selected tab in view, whether
// it was clicked, reached with the arrow keys or named by a link.

import {on} from "./dom.js";

// FADE is how wide the fade is (style.css, .tabs[data-more-…]): a tab
// scrolled into view clears it, so that it is not shown half faded.
const FADE = 40;

// initTabStrip watches nav's scrolling and size and returns keepInView,
// which scrolls a tab of nav into view.
export function initTabStrip(nav) {
	const mark = () => {
		const max = nav.scrollWidth - nav.clientWidth;
		nav.toggleAttribute("data-more-start", nav.scrollLeft > 1);
		nav.toggleAttribute("data-more-end", max - nav.scrollLeft > 1);
	};
	on(nav, "scroll", mark, {passive: true});
	// The observer also calls mark once the strip is first laid out: called
	// here, it would lay the page out at start-up, before any view is
	// drawn, a layout the first drawing then does again.
	new ResizeObserver(mark).observe(nav);
	return (tab) => {
		const n = nav.getBoundingClientRect();
		const r = tab.getBoundingClientRect();
		if (r.left < n.left + FADE) nav.scrollLeft -= n.left + FADE - r.left;
		else if (r.right > n.right - FADE) nav.scrollLeft += r.right - (n.right - FADE);
		mark();
	};
}
