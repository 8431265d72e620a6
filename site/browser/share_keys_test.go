package browser

import (
	"strconv"
	"strings"
	"testing"
)

// Keys the hash does not define are reported even when they name what
// every JavaScript object inherits: "constructor" used to be taken as
// a setting, silently.
func TestShareInheritedKeys(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	keys := []string{"constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"}
	p.open("", "#"+strings.Join(keys, "=x&")+"=x&urn=urn:example:own")
	notices := strings.Join(p.texts("#notices .notice"), "\n")
	for _, k := range keys {
		if !strings.Contains(notices, "unknown setting “"+k+"”") {
			t.Errorf("no notice names the unknown key %s: %q", k, notices)
		}
	}
	if got := p.value("#urn-input"); got != "urn:example:own" {
		t.Errorf("the URN from the hash is %q, want urn:example:own", got)
	}
	// The page's own link leaves them out.
	p.typeKeys("#urn-input", "urn:isbn:1")
	p.waitFor("the hash to follow the input", `location.hash.includes("isbn")`)
	for _, k := range keys {
		if strings.Contains(p.hash(), k) {
			t.Errorf("the page's hash %q keeps %s", p.hash(), k)
		}
	}
}

// A link with thousands of bad keys raises a bounded number of notices,
// the last counting the rest, and a page changing the hash again and
// again does not pile them up: each link's notices replace the previous
// link's.
func TestShareManyUnknownKeys(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const n = 5000
	keys := make([]string, n)
	for i := range keys {
		keys[i] = "k" + strconv.Itoa(i) + "=1"
	}
	p.open("", "#"+strings.Join(keys, "&"))
	notices := p.texts("#notices .notice")
	if len(notices) > 20 {
		t.Errorf("%d notices for a link with %d unknown keys", len(notices), n)
	}
	if len(notices) == 0 {
		t.Fatal("no notice for a link with unknown keys")
	}
	if !strings.Contains(notices[len(notices)-1], strconv.Itoa(n-len(notices)+1)+" more") {
		t.Errorf("%d notices, the last of which does not count the rest: %q", len(notices), abbrev(notices[len(notices)-1]))
	}
	for i := range 5 {
		p.do("changing the hash", evalVoid(`location.hash = "#`+strings.Join(keys[:50], "&")+`&urn=urn:example:`+strconv.Itoa(i)+`"`))
		p.waitFor("the hash change", `document.getElementById("urn-input").value === "urn:example:`+strconv.Itoa(i)+`"`)
	}
	if got := len(p.texts("#notices .notice")); got > 20 {
		t.Errorf("%d notices after five links with bad keys", got)
	}
}
