// Package coretest holds, for tests only, what the differential fuzz targets of core, wasm
// and cmd/urn compare (one verdict from every entry point): the verdict
// of one reading, and the seed inputs they all start from. Only tests
// import it; nothing of it reaches the wasm module.
package coretest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// Verdict is what every door must say alike of one input under one
// edition: validity, the top-level parts (scheme, delimiters, NID, NSS,
// components, unparsed text) with their spans, the NID's class and the
// code of the first error.
type Verdict struct {
	Valid      bool
	Parts      []Part // the top-level parts, in order
	Class      string // core.NIDClass's name; "" when the NID was not classified
	FirstError string // the first error diagnostic's code; "" when valid
}

// Part is a top-level part: its kind's name and its offsets, in whatever
// unit the door reports (bytes in Go, UTF-16 code units in JavaScript).
type Part struct {
	Kind       string
	Start, End int
}

// VerdictOf is the verdict of a reading, with byte offsets. at, when not nil,
// maps a byte offset to the door's unit (UTF-16 for the wasm ops).
func VerdictOf(u *core.URN, at func(int) int) Verdict {
	v := Verdict{Valid: u.Valid, Class: u.Namespace.Class.String()}
	for _, p := range u.Parts() {
		if !p.Kind.TopLevel() {
			continue
		}
		start, end := p.Start, p.End
		if at != nil {
			start, end = at(start), at(end)
		}
		v.Parts = append(v.Parts, Part{p.Kind.String(), start, end})
	}
	if d, ok := u.Diagnostics.FirstError(); ok {
		v.FirstError = string(d.Code)
	}
	return v
}

// Diff says how got differs from want, "" when they agree.
func Diff(want, got Verdict) string {
	var d []string
	if got.Valid != want.Valid {
		d = append(d, "valid "+strconv.FormatBool(got.Valid)+", want "+strconv.FormatBool(want.Valid))
	}
	if g, w := partsText(got.Parts), partsText(want.Parts); g != w {
		d = append(d, "parts "+g+", want "+w)
	}
	if got.Class != want.Class {
		d = append(d, "class "+strconv.Quote(got.Class)+", want "+strconv.Quote(want.Class))
	}
	if got.FirstError != want.FirstError {
		d = append(d, "first error "+strconv.Quote(got.FirstError)+", want "+strconv.Quote(want.FirstError))
	}
	return strings.Join(d, "; ")
}

func partsText(ps []Part) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.Kind + "[" + strconv.Itoa(p.Start) + "," + strconv.Itoa(p.End) + ")")
	}
	return b.String()
}

// Seeds are the inputs every differential target starts from: every
// example the spec texts print (core.Examples, the seeds' examples) and
// the input of every peer vector in ../shared/conformance. Without
// ../shared (a fresh clone) the peer vectors are left out.
func Seeds() []string {
	var out []string
	for _, ex := range core.Examples() {
		out = append(out, ex.Input)
	}
	dir := shared.Find("conformance")
	if dir == "" {
		return out
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	seen := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var vectors []struct {
			Input string `json:"input"`
		}
		if json.Unmarshal(data, &vectors) != nil {
			continue
		}
		for _, v := range vectors {
			if !seen[v.Input] {
				seen[v.Input] = true
				out = append(out, v.Input)
			}
		}
	}
	return out
}
