package main

import (
	"os"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// ANSI styles, used only when p.cfg.colour is set.
const (
	sBold   = "1"
	sDim    = "2"
	sRed    = "1;31"
	sGreen  = "1;32"
	sYellow = "1;33"
	sBlue   = "1;34"
	sCyan   = "36"
)

// paint wraps s in an ANSI style when colour is on.
func (p *printer) paint(style, s string) string {
	if !p.cfg.colour || s == "" {
		return s
	}
	return "\x1b[" + style + "m" + s + "\x1b[0m"
}

func severityStyle(s core.Severity) string {
	switch s {
	case core.Error:
		return sRed
	case core.Warning:
		return sYellow
	}
	return sBlue
}

// isTerminal reports whether v is a terminal: a character device other
// than the null device that answers as a terminal (not /dev/zero).
func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok || f == nil {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
		return false
	}
	return isTerminalFd(f.Fd())
}

// envSet reports whether the environment variable is set at all.
func envSet(name string) bool {
	_, ok := os.LookupEnv(name)
	return ok
}

// spanText writes a span as core.Diagnostic.Error does: "5-8", or "5"
// when it is empty.
func spanText(s core.Span) string {
	if s.Start == s.End {
		return strconv.Itoa(s.Start)
	}
	return strconv.Itoa(s.Start) + "-" + strconv.Itoa(s.End)
}

func counts(l core.Diagnostics, unlisted core.Tally) string {
	return plural(total(l, unlisted, core.Error), "error") + ", " + plural(total(l, unlisted, core.Warning), "warning") + ", " +
		strconv.Itoa(total(l, unlisted, core.Info)) + " info"
}

// total counts the diagnostics of severity s, listed or not: the
// summary gives the true count of a long paste's problems.
func total(l core.Diagnostics, unlisted core.Tally, s core.Severity) int {
	return l.Count(s) + unlisted.Count(s)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// pad pads s with spaces to width bytes (s is ASCII).
func pad(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return s + strings.Repeat(" ", width-len(s))
}

// show writes s plainly when that is unambiguous, quoted otherwise (empty,
// white space at either end, or anything that needs an escape).
func show(s string) string {
	q := strconv.Quote(s)
	if s == "" || q[1:len(q)-1] != s || strings.TrimSpace(s) != s {
		return q
	}
	return s
}
