package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// TestIndentJSON: indentJSON lays out the writer's JSON as encoding/json's
// Indent does, strings holding braces, quotes and backslashes included.
func TestIndentJSON(t *testing.T) {
	texts := []string{`{}`, `[]`, `{"a":[],"b":{},"c":[1,{"d":null}]}`, `"x{[,:]}\"\\"`}
	for _, in := range []string{"urn:isbn:a b", `urn:ex:{[",:]}\x`, "", "urn:example:a?+r?=q#f{"} {
		var w resultjson.Writer
		w.Reset(nil, resultjson.Bytes)
		w.Reading(core.Read(in, core.RFC8141))
		texts = append(texts, string(w.Bytes()))
	}
	for _, src := range texts {
		var want bytes.Buffer
		if err := json.Indent(&want, []byte(src), "", "  "); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		want.WriteByte('\n')
		if got := indentJSON(nil, []byte(src)); string(got) != want.String() {
			t.Errorf("indentJSON(%s) =\n%s\nwant\n%s", src, got, want.Bytes())
		}
	}
}

// TestNoEncodingJSON: the command writes its JSON with the writer the
// JavaScript API uses (core/resultjson), never with encoding/json,
// whose field names would be a second description of the shapes.
func TestNoEncodingJSON(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not on PATH")
	}
	out, err := exec.Command(gobin, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	if slices.Contains(strings.Fields(string(out)), "encoding/json") {
		t.Error("cmd/urn depends on encoding/json")
	}
}
