package site

import (
	"encoding/json"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// FirstURN is the URN Explore opens with when a link names none: a
// book's ISBN, in a registered namespace whose own rules (RFC 3187) the
// reading shows besides the syntax's.
const FirstURN = "urn:isbn:0451450523"

// firstView is what the page needs to draw Explore before the engine
// runs: the URN it opens with and the engine's own answers for it,
// written by the same resultjson functions as the wasm ops
// (parse.json, editions), so that the page draws the same thing from
// them as from URN.parse. Anything else waits for the engine.
type firstView struct {
	// URN is the input a link leaves out (state.js takes its default
	// from here).
	URN string `json:"urn"`
	// Editions is URN.editions().
	Editions json.RawMessage `json:"editions"`
	// Readings is URN.parse(URN, {edition}) by edition id.
	Readings map[string]json.RawMessage `json:"readings"`
}

func firstViewData() firstView {
	var w resultjson.Writer
	f := firstView{URN: FirstURN, Readings: map[string]json.RawMessage{}}
	w.Reset(nil, resultjson.UTF16)
	w.Editions()
	f.Editions = append(json.RawMessage(nil), w.Bytes()...)
	for _, e := range core.Editions() {
		w.Reset(nil, resultjson.UTF16)
		w.Reading(core.Read(FirstURN, e))
		f.Readings[e.ID()] = append(json.RawMessage(nil), w.Bytes()...)
	}
	return f
}
