package browser

import (
	"strings"
	"testing"
)

// Keys the hash does not define are reported even when they name what
// every JavaScript object inherits (issue 11, part 6.5): "constructor"
// used to be taken as a setting, silently.
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
