package site

import "strconv"

// lessonBootJS is the part of the boot script that runs on a lesson's
// page (LessonPages), where it comes after the lesson: early notes what
// is done to the exercises the build drew, and loadBundle loads the
// page's bundle (AppBundle, named bundle), which the page does not name
// itself, once the lesson is on screen (afterPaint) or at once (a
// lesson's page whose hash names another view). Compiled while the first
// frame was rastered and presented, on two shared cores, the bundle put
// the lesson on screen ~55 ms later: 396 against 340 ms, its static copy
// 340 ms (medians of 12 cold loads). The first contentful paint is when
// the browser says the frame is presented; a hidden tab paints none, and
// a browser without paint timing never says so: the bundle then loads at
// once, and at worst 3 s later.
func lessonBootJS(bundle string) string {
	return `
	// early notes what is done to the exercises of the lesson the build
	// drew (data-drawn) until learn.js draws it again.
	const early = () => {
		const list = globalThis[Symbol.for(` + strconv.Quote(BootEarlyKey) + `)] = [];
		const controls = [[".ex-check", "check"], [".ex-hint", "hint"], [".ex-show-solution", "solution"], [".ex-char", "char"]];
		const note = (target, control) => {
			const section = target.closest && target.closest("#lesson[data-drawn] section[data-exercise]");
			if (!section) return;
			let i;
			for (const [sel, name] of control ? [] : controls) {
				const el = target.closest(sel);
				if (el) {
					[control, i] = [name, el.dataset.i];
					break;
				}
			}
			if (control) list.push({exercise: section.dataset.exercise, control, i});
		};
		document.addEventListener("click", (e) => note(e.target), true);
		document.addEventListener("keydown", (e) => {
			if (e.key === "Enter" && e.target.matches && e.target.matches(".ex-input")) note(e.target, "check");
		}, true);
		// The page's boot script comes after the lesson (site/lesson_page.go),
		// whose exercises are inert until it notes what is done to them.
		for (const el of document.querySelectorAll("#lesson[data-drawn] .ex-work[inert]")) el.inert = false;
	};
	const loadBundle = (afterPaint, then) => {
		let loaded = false;
		const load = () => {
			if (loaded) return;
			loaded = true;
			if (then) then();
			const s = document.createElement("script");
			s.type = "module";
			s.src = ` + strconv.Quote(bundle) + `;
			document.head.append(s);
		};
		if (!afterPaint || document.visibilityState === "hidden") return load();
		document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && load());
		setTimeout(load, 3000);
		try {
			new PerformanceObserver((list, observer) => {
				if (list.getEntries().some((e) => e.name === "first-contentful-paint")) {
					observer.disconnect();
					load();
				}
			}).observe({type: "paint", buffered: true});
		} catch {
			load();
		}
	};`
}
