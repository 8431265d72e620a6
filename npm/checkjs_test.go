package npm

import (
	"os/exec"
	"testing"
)

// TestJavaScriptTypeChecks runs the pinned TypeScript over the page's
// modules and the JS API (tsc --checkJs, types/checkjs.json) and over the
// service worker (types/checkjs-sw.json): ~6,000 lines of JavaScript had
// no checker, and a DOM property misread (a Node's data, a meta's content)
// or a call with the wrong arguments went unseen until a browser ran it.
// Both must type-check with no error.
func TestJavaScriptTypeChecks(t *testing.T) {
	tsc := pinnedTSC(t)
	for _, config := range []string{"checkjs.json", "checkjs-sw.json"} {
		t.Run(config, func(t *testing.T) {
			cmd := exec.Command("node", tsc, "-p", config, "--pretty", "false")
			cmd.Dir = typesDir
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("tsc -p %s: %v\n%s", config, err, out)
			}
		})
	}
}
