package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// naiveCheck is the check a user would write instead of urn check: a
// regular expression that knows "urn:", a NID's letters and an NSS
// without white space, and nothing of escapes, components or editions.
const naiveCheck = `^[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:[^[:space:]]+$`

// BenchmarkCheckVsGrep times urn check (the full syntax check of every
// line, on every core) and LC_ALL=C grep -cE naiveCheck on the same file
// of 1M lines (the short benchmark corpus over and over, every
// hundredth line invalid), in alternating rounds, and reports how many
// times faster urn check is (×grep: grep's time over ours, the median):
// 1 or more is as fast as the naive check.
func BenchmarkCheckVsGrep(b *testing.B) {
	grep, err := exec.LookPath("grep")
	if err != nil {
		b.Skip("no grep on this machine")
	}
	file := filepath.Join(b.TempDir(), "list.txt")
	writeList(b, file, 1_000_000)
	var ratios []float64
	for b.Loop() {
		start := time.Now()
		cmd := exec.Command(grep, "-cE", naiveCheck, file)
		cmd.Env = append(os.Environ(), "LC_ALL=C")
		if out, err := cmd.Output(); err != nil && len(out) == 0 {
			b.Fatal("grep: ", err)
		}
		naive := time.Since(start)
		start = time.Now()
		if code := run([]string{"check", file}, nil, io.Discard, io.Discard); code != exitInvalid {
			b.Fatalf("urn check: exit %d, want 1 (every hundredth line is invalid)", code)
		}
		ratios = append(ratios, float64(naive)/float64(time.Since(start)))
	}
	sort.Float64s(ratios)
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(ratios[len(ratios)/2], "×grep")
}

func writeList(b *testing.B, file string, lines int) {
	f, err := os.Create(file)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	urns := benchcorpus.Read("../../core/testdata/bench-corpus.txt")
	for i := range lines {
		if i%100 == 99 {
			w.WriteString("urn:x:not valid\n")
		} else {
			w.WriteString(urns[i%len(urns)] + "\n")
		}
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	f.Close()
}
