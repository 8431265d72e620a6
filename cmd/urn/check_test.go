package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

const checkList = "urn:isbn:0451450523\n\nurn:isbn:0451450524\nurn:x:y\r\nURN:EXAMPLE:a b\nurn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66\n"

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The report: FILE:LINE:COLUMN: message [code], one line per failing
// line, in the file's order; blank lines skipped, "\r\n" ends a line.
func TestCheckLines(t *testing.T) {
	f := writeFile(t, "list.txt", checkList)
	code, out, errOut := runCLI(t, "", "check", f)
	want := f + ":4:5: a NID has at least 2 characters in this edition [nid-too-short]\n" +
		f + ":5:14: a space cannot appear in the NSS;"
	if code != exitInvalid || !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 2 {
		t.Errorf("exit %d, output:\n%s\nwant exit 1 and:\n%s…", code, out, want)
	}
	if !strings.Contains(errOut, "5 lines checked under rfc8141, 2 invalid (nid-too-short 1, nss-char 1)") {
		t.Errorf("summary: %s", errOut)
	}
	// -ns fails the wrong ISBN check digit too, at the digit.
	code, out, errOut = runCLI(t, "", "check", "-ns", f)
	if code != exitInvalid || !strings.HasPrefix(out, f+":3:19: namespace isbn: the check digit should be 3") {
		t.Errorf("-ns: exit %d, output:\n%s", code, out)
	}
	if !strings.Contains(errOut, "1 violating their namespace's syntax (ns-check-digit 1)") {
		t.Errorf("-ns summary: %s", errOut)
	}
	code, _, _ = runCLI(t, "urn:isbn:0451450523\nurn:example:a~b\n", "check", "-edition", "rfc8141")
	if code != exitValid {
		t.Errorf("a valid list: exit %d", code)
	}
	code, out, _ = runCLI(t, "urn:example:a~b\n", "check", "-edition", "rfc2141")
	if code != exitInvalid || !strings.HasPrefix(out, "<stdin>:1:14: \"~\" cannot appear in the NSS") {
		t.Errorf("stdin under rfc2141: exit %d, output %q", code, out)
	}
}

func TestCheckExitStatus(t *testing.T) {
	valid := writeFile(t, "valid.txt", "urn:isbn:0451450523\n")
	invalid := writeFile(t, "invalid.txt", "urn:x:y\n")
	binary := writeFile(t, "binary.bin", "urn:a\x00\x01\x02")
	for _, c := range []struct {
		args []string
		want int
		err  string
	}{
		{[]string{valid}, exitValid, ""},
		{[]string{valid, invalid}, exitInvalid, ""},
		{[]string{invalid, filepath.Join(t.TempDir(), "missing.txt")}, exitUsage, "no such file"},
		{[]string{binary, valid}, exitUsage, "a binary file (a NUL byte at offset 5)"},
		{[]string{"-edition", "rfc9999", valid}, exitUsage, "rfc9999"},
		{[]string{"-nope"}, exitUsage, "flag provided but not defined"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"check"}, c.args...)...)
		if code != c.want || !strings.Contains(errOut, c.err) {
			t.Errorf("urn check %v: exit %d, stderr %q; want %d and %q", c.args, code, errOut, c.want, c.err)
		}
	}
}

// -json: one object for every line read (blank ones are not), each the
// reading urn -json writes.
func TestCheckJSON(t *testing.T) {
	f := writeFile(t, "list.txt", checkList)
	_, out, _ := runCLI(t, "", "check", "-json", f)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d objects, want 5:\n%s", len(lines), out)
	}
	for i, want := range []struct {
		line  int
		valid bool
	}{{1, true}, {3, true}, {4, false}, {5, false}, {6, true}} {
		var o struct {
			File    string
			Line    int
			Reading struct {
				Input string
				Valid bool
			}
		}
		if err := json.Unmarshal([]byte(lines[i]), &o); err != nil {
			t.Fatalf("object %d: %v: %s", i, err, lines[i])
		}
		if o.File != f || o.Line != want.line || o.Reading.Valid != want.valid {
			t.Errorf("object %d: %+v, want line %d, valid %t", i, o, want.line, want.valid)
		}
	}
	var one map[string]json.RawMessage
	_ = json.Unmarshal([]byte(lines[0]), &one)
	_, reading, _ := runCLI(t, "", "-json", "urn:isbn:0451450523")
	var a, b any
	_ = json.Unmarshal(one["reading"], &a)
	_ = json.Unmarshal([]byte(reading), &b)
	if ja, jb := mustJSON(t, a), mustJSON(t, b); ja != jb {
		t.Errorf("check -json's reading differs from urn -json's:\n%s\n%s", ja, jb)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// -text: the URNs of prose, each failing one at its line and column.
func TestCheckText(t *testing.T) {
	doc := "# Title\n\nSee urn:isbn:0451450523 and\n  <urn:x:y>, or `urn:isbn:0451450524`.\n\xc3\xa9 urn:a:b\n"
	f := writeFile(t, "doc.md", doc)
	code, out, errOut := runCLI(t, "", "check", "-text", "-ns", f)
	want := f + ":4:8: a NID has at least 2 characters in this edition [nid-too-short]\n" +
		f + ":4:36: namespace isbn: the check digit should be 3, not 4"
	if code != exitInvalid || !strings.HasPrefix(out, want) {
		t.Errorf("exit %d, output:\n%s\nwant:\n%s…", code, out, want)
	}
	if !strings.Contains(out, f+":5:8: a NID has at least 2") || !strings.Contains(errOut, "4 URNs found and checked") {
		t.Errorf("output:\n%s\nstderr: %s", out, errOut)
	}
	_, out, _ = runCLI(t, "", "check", "-text", "-json", f)
	if n := strings.Count(out, "\n"); n != 4 || !strings.Contains(out, `"line":4,"column":4,"found":{`) {
		t.Errorf("-text -json:\n%s", out)
	}
}

// A line over MaxLine is reported, and the lines after it are checked.
func TestCheckLongLine(t *testing.T) {
	code, out, _ := runCLI(t, "urn:x:y\n"+strings.Repeat("a", MaxLine+10)+"\nurn:isbn:0451450523\nurn:a:b\n", "check")
	want := "<stdin>:1:5: a NID has at least 2 characters in this edition [nid-too-short]\n" +
		"<stdin>:2:1: a line of 1048586 bytes, longer than any URN read (1048576): not checked\n" +
		"<stdin>:4:5: a NID has at least 2 characters in this edition [nid-too-short]\n"
	if code != exitInvalid || out != want {
		t.Errorf("exit %d, output:\n%s\nwant:\n%s", code, out, want)
	}
}

// generated is n bytes of a list, one URN a line, every tenth invalid,
// made as it is read.
type generated struct {
	left int64
	i    int
	buf  []byte
}

func (g *generated) Read(p []byte) (int, error) {
	if g.left <= 0 {
		return 0, io.EOF
	}
	for len(g.buf) < len(p) {
		g.i++
		if g.i%10 == 0 {
			g.buf = append(g.buf, "urn:x:bad line\n"...)
		} else {
			g.buf = append(g.buf, "urn:isbn:0451450523\n"...)
		}
	}
	n := copy(p, g.buf)
	if int64(n) > g.left {
		n = int(g.left)
	}
	g.buf = g.buf[:copy(g.buf, g.buf[n:])]
	g.left -= int64(n)
	return n, nil
}

// 100 MB of list are checked in bounded memory: the heap in use stays
// under 64 MiB however long the input.
func TestCheckBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 100 MB")
	}
	var peak atomic.Uint64
	stop := make(chan struct{})
	go func() {
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				runtime.ReadMemStats(&m)
				if m.HeapInuse > peak.Load() {
					peak.Store(m.HeapInuse)
				}
			}
		}
	}()
	var stderr bytes.Buffer
	code := run([]string{"check"}, &generated{left: 100 << 20}, io.Discard, &stderr)
	close(stop)
	if code != exitInvalid || !strings.Contains(stderr.String(), "invalid (nid-too-short") {
		t.Errorf("exit %d, stderr %s", code, stderr.String())
	}
	if p := peak.Load(); p > 64<<20 {
		t.Errorf("the heap in use reached %d MiB checking 100 MB", p>>20)
	}
	t.Logf("%s; peak heap in use %d MiB", strings.TrimSpace(stderr.String()), peak.Load()>>20)
}

// -text over a text of several pieces (each checked on its own core):
// lines and columns go on counting across them.
func TestCheckTextAcrossPieces(t *testing.T) {
	var doc strings.Builder
	var want []string
	for n := 1; doc.Len() < 3*MaxLine; n++ {
		if n%5000 == 0 {
			doc.WriteString("prose, then <urn:x:y> in line " + strconv.Itoa(n) + "\n")
			want = append(want, "<stdin>:"+strconv.Itoa(n)+":18: a NID has at least 2 characters in this edition [nid-too-short]")
			continue
		}
		doc.WriteString("a line of prose citing urn:isbn:0451450523 and nothing else\n")
	}
	code, out, errOut := runCLI(t, doc.String(), "check", "-text")
	if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); code != exitInvalid || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("exit %d, %d lines reported, want %d; first %q, want %q; stderr %s", code, len(got), len(want), got[0], want[0], errOut)
	}
}
