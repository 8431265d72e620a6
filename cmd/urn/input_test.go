package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// TestLineReader: lines end at "\n" or "\r\n"; a line over MaxLine is
// passed over, its length given, and the lines after it are read; the
// last line may lack its end.
func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", MaxLine+1)
	lr := newLineReader(strings.NewReader("a\r\nb\n" + long + "\n\nc" + "\n" + strings.Repeat("y", MaxLine) + "\nd"))
	type got struct {
		line    string
		skipped int64
	}
	want := []got{{"a", 0}, {"b", 0}, {"", MaxLine + 1}, {"", 0}, {"c", 0}, {strings.Repeat("y", MaxLine), 0}, {"d", 0}}
	for i, w := range want {
		line, skipped, err := lr.next()
		if err != nil || line != w.line || skipped != w.skipped || lr.n != i+1 {
			t.Fatalf("line %d: %.10q, skipped %d, %v (n=%d); want %.10q, skipped %d", i+1, line, skipped, err, lr.n, w.line, w.skipped)
		}
	}
	if _, _, err := lr.next(); err != io.EOF {
		t.Errorf("after the last line: %v, want io.EOF", err)
	}
}

// TestStdinLongLine: the tool reports a line over MaxLine, skips it, and
// reads the next; the exit status says an input was not read.
func TestStdinLongLine(t *testing.T) {
	code, stdout, stderr := runCLI(t, "urn:example:a\n"+strings.Repeat("x", MaxLine+5)+"\nurn:example:b\n")
	if !strings.Contains(stdout, "urn:example:a") || !strings.Contains(stdout, "urn:example:b") {
		t.Errorf("the lines around the long one were not both read: %.300q", stdout)
	}
	if !strings.Contains(stderr, "line 2: 1048581 bytes, longer than the 1048576 a line may have: skipped") || code != exitInvalid {
		t.Errorf("exit %d, stderr %q: want the long line reported and status %d", code, stderr, exitInvalid)
	}
}

// TestIsTerminal: a character device that is not a terminal, /dev/zero,
// is not taken for one (it would get prompts), nor is the null device.
func TestIsTerminal(t *testing.T) {
	for _, name := range []string{"/dev/zero", os.DevNull} {
		f, err := os.Open(name)
		if err != nil {
			t.Skipf("%s: %v", name, err)
		}
		if isTerminal(f) {
			t.Errorf("%s is taken for a terminal", name)
		}
		f.Close()
	}
}
