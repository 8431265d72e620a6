package browser

import "testing"

func TestZZDev(t *testing.T) {
	p := newTab(t)
	p.openLesson("", "anatomy", "")
	p.do("x", evalVoid(`document.querySelector(".lesson-exercise .ex-hint").click(); document.querySelector("#ex-anatomy-fix-missing .ex-check").click(); document.querySelector("#ex-anatomy-click-nid .ex-click").focus()`))
	p.do("x", evalVoid(`document.querySelector("#ex-anatomy-fix-missing").scrollIntoView()`))
	p.screenshot("dev-1.png")
	p.do("x", evalVoid(`document.querySelector("#ex-anatomy-click-nid").scrollIntoView()`))
	p.screenshot("dev-2.png")
	q := newPhoneTab(t)
	q.openLesson("", "anatomy", "")
	q.screenshot("dev-3.png")
	q.click(".lesson-present")
	q.screenshot("dev-4.png")
}
