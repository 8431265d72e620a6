// Package benchcorpus reads the benchmark corpora, core/testdata/bench-corpus*.txt,
// for the benchmarks of every package, so that all figures are measured on
// the same URNs: bench-corpus.txt (ten short, plain URNs) and
// bench-corpus-long.txt (long URNs with many escapes and all three RFC
// 8141 components). wasm/js/bench.mjs reads the same files. Only tests
// import this package; nothing of it reaches the wasm module.
package benchcorpus

import (
	"os"
	"path/filepath"
	"strings"
)

// Corpus is one corpus file's URNs; Name is the file's name without
// ".txt" ("bench-corpus", "bench-corpus-long"), which benchmarks use as
// the name of a sub-benchmark.
type Corpus struct {
	Name string
	URNs []string
}

// Bytes is the corpus's total length, for MB/s figures.
func (c Corpus) Bytes() int64 {
	n := 0
	for _, s := range c.URNs {
		n += len(s)
	}
	return int64(n)
}

// All returns every corpus in dir (core/testdata, as a path from the
// calling package), bench-corpus.txt first: a corpus added as another
// bench-corpus*.txt file is benchmarked everywhere without a code change.
// It panics when there is none.
func All(dir string) []Corpus {
	files, err := filepath.Glob(filepath.Join(dir, "bench-corpus*.txt"))
	if err != nil || len(files) == 0 {
		panic("benchcorpus: no bench-corpus*.txt in " + dir)
	}
	// Glob sorts by name, so bench-corpus.txt comes after
	// bench-corpus-long.txt ("-" < "."): put the first corpus first.
	var cs []Corpus
	for _, f := range files {
		c := Corpus{Name: strings.TrimSuffix(filepath.Base(f), ".txt"), URNs: Read(f)}
		if c.Name == "bench-corpus" {
			cs = append([]Corpus{c}, cs...)
		} else {
			cs = append(cs, c)
		}
	}
	return cs
}

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

// PartCounts are the sizes of the scaling benchmarks: URNs with about
// this many parts (Parted), whose cost per part must stay flat.
var PartCounts = []int{1, 10, 100, 1000}

// Parted returns a valid RFC 8141 URN with k percent-encoded octets, and
// so about k parts besides the five of "urn:example:…" (wasm/js/bench.mjs
// builds the same strings). Without components, the NSS is "a%2Fb" k
// times over, which core reads in one pass (read_plain.go); with
// components, the escapes are shared between the NSS and an r-, q- and
// f-component, which takes core's full reader.
func Parted(k int, components bool) string {
	if !components {
		return "urn:example:" + strings.Repeat("a%2Fb", k)
	}
	q := k / 4
	return "urn:example:" + strings.Repeat("a%2Fb", k-3*q) + "?+r" + strings.Repeat("%20r", q) + "?=q" +
		strings.Repeat("%3Dq", q) + "#f" + strings.Repeat("%23f", q)
}
