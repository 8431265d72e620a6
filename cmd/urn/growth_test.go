package main

import (
	"strings"
	"testing"
)

// What the terminal tool writes grows with its input by at most
// perByte bytes per input byte, plus fixedOutput: the input itself is
// shown a few times (as typed, in the parts table, in JSON a control
// character is the 6 bytes "\u0001"), and the lists it prints hold at
// most core.MaxDiagnostics entries, each of bounded length (a message
// quotes at most ascii.MaxQuoted bytes, a diagnostic shows a window of
// its input). Before, every one of a thousand diagnostics quoted or
// printed the whole input: `urn encode -nid` with a 120 KB NID wrote
// 603 MB.
const (
	perByte     = 20
	fixedOutput = 2 << 20
)

// TestOutputGrowsLinearly runs each command on inputs of the kinds that
// make the most diagnostics, at two sizes, and checks the growth
// between them and the larger output against the bound.
func TestOutputGrowsLinearly(t *testing.T) {
	cases := []struct {
		name string
		args func(n int) []string
	}{
		{"read, a space every other byte", func(n int) []string { return []string{"urn:a:" + strings.Repeat(" a", n/2)} }},
		{"read -json, control characters", func(n int) []string { return []string{"-json", "urn:a:" + strings.Repeat("\x01", n)} }},
		{"read, a long NID", func(n int) []string { return []string{"urn:" + strings.Repeat("\x01a", n/2) + ":x"} }},
		{"encode -nid", func(n int) []string { return []string{"encode", "-nid", strings.Repeat("\x01a", n/2), "a"} }},
		{"encode -nid -json", func(n int) []string { return []string{"encode", "-json", "-nid", strings.Repeat("\x01a", n/2), "a"} }},
		{"encode, spaces", func(n int) []string { return []string{"encode", strings.Repeat(" ", n)} }},
		{"encode -json, NULs under RFC 2141", func(n int) []string {
			return []string{"encode", "-json", "-edition", "rfc2141", strings.Repeat("\x00a", n/2)}
		}},
		{"display, escapes", func(n int) []string { return []string{"display", "urn:a:" + strings.Repeat("%C3%A9%20", n/9)} }},
	}
	const small, large = 20_000, 80_000
	for _, c := range cases {
		_, a, _ := runCLI(t, "", c.args(small)...)
		_, b, _ := runCLI(t, "", c.args(large)...)
		if grew := len(b) - len(a); grew > perByte*(large-small) {
			t.Errorf("%s: output grew by %d bytes for %d more input bytes, want at most %d a byte", c.name, grew, large-small, perByte)
		}
		if len(b) > perByte*large+fixedOutput {
			t.Errorf("%s: %d bytes of output for %d of input, want at most %d a byte and %d", c.name, len(b), large, perByte, fixedOutput)
		}
	}
}
