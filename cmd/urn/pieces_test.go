package main

import (
	"bytes"
	"encoding/json"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// repeatReader yields s over and over, n bytes in all, without holding
// them: a text longer than the test would care to keep.
type repeatReader struct {
	s    string
	n, i int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && r.n > 0 {
		c := copy(p[k:min(len(p), k+r.n)], r.s[r.i:])
		r.i = (r.i + c) % len(r.s)
		k += c
		r.n -= c
	}
	return k, nil
}

// Read piece by piece, a text gives what core.Extract gives on the whole
// of it: the same URNs at the same offsets, the errors' too, whatever
// falls on a piece's edge.
func TestExtractPiecesAsWhole(t *testing.T) {
	unit := "see urn:isbn:0451450523, then <urn:example:a%zz> and URN:X:y:(z). é urn:a:b?+r "
	text := strings.Repeat(unit, 3*MaxLine/len(unit)+7)
	_, out, _ := runCLI(t, text, "extract", "-json")
	var got jsonExtract
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %.300s", err, out)
	}
	o := core.ExtractOptions{Edition: core.RFC8141}
	want := extractJSON(text, o, core.Extract(text, o))
	if len(got.Found) != len(want.Found) {
		t.Fatalf("%d URNs found piece by piece, %d in the whole text", len(got.Found), len(want.Found))
	}
	for i := range want.Found {
		g, _ := json.Marshal(got.Found[i])
		w, _ := json.Marshal(want.Found[i])
		if !bytes.Equal(g, w) {
			t.Fatalf("URN %d:\n got %s\nwant %s", i, g, w)
		}
	}
}

// A text of any length is read in bounded memory: 48 MB of prose and
// URNs grow the heap by a few pieces, not by the text (20 MB with -json
// took 7.1 GB); a run longer than any URN is passed over with a message,
// and the URNs after it are found.
func TestExtractBoundedMemory(t *testing.T) {
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	in := &repeatReader{s: "see urn:isbn:0451450523 and urn:example:x%20y. ", n: 48 << 20}
	var errOut bytes.Buffer
	if code := run([]string{"extract", "-json"}, in, io.Discard, &errOut); code != exitValid {
		t.Fatalf("exit status %d: %s", code, errOut.String())
	}
	runtime.ReadMemStats(&m1)
	if grew := int64(m1.HeapSys) - int64(m0.HeapSys); grew > 32<<20 {
		t.Errorf("the heap grew by %d MiB reading 48 MiB", grew>>20)
	}

	long := strings.Repeat("a", 3*MaxLine) + " urn:example:after"
	errOut.Reset()
	var out bytes.Buffer
	run([]string{"extract"}, strings.NewReader(long), &out, &errOut)
	if !strings.Contains(errOut.String(), "a run of 3145728 bytes") || !strings.Contains(out.String(), "urn:example:after") {
		t.Errorf("a 3 MiB run: stderr %q, stdout %q", errOut.String(), out.String())
	}
}
