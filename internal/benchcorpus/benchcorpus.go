// Package benchcorpus reads the benchmark corpus, core/testdata/bench-corpus.txt,
// for the benchmarks of every package, so that all figures are measured on
// the same URNs. Only tests import it; nothing of it reaches the wasm module.
package benchcorpus

import (
	"os"
	"strings"
)

// Read returns the URNs of a corpus file: one a line, blank lines and
// "#" comments skipped. It panics if the file cannot be read, since a
// benchmark without its corpus measures nothing.
func Read(path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		panic("benchcorpus: " + err.Error())
	}
	var urns []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			urns = append(urns, line)
		}
	}
	return urns
}
