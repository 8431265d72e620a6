package main

import "github.com/urn-playground/urn-playground/core"

// What the JSON of the long results takes, about: the ops that can write
// one element per input character (encode, display) size their output at
// once with writer.grow, so that a result of many megabytes is not copied
// from buffer to buffer as it grows. An estimate that falls short costs
// one more copy, never a wrong result; size_test.go checks that these
// stay within a few percent above the truth.

// jsonLen is the length of s as a JSON string, with room for a few
// escapes ("\"" in messages).
func jsonLen(s string) int { return len(s) + 2 + len(s)/16 }

// numLen is the room for one offset.
const numLen = 10

// refLen is the length of kref's value.
func refLen(r core.Ref) int {
	if r.Doc == "" {
		return len("null")
	}
	// {"edition":…,"section":…,"anchor":…,"text":…}; the text is the
	// document's name and the section, a little longer than the id.
	return len(`{"edition":,"section":,"anchor":,"text":}`) + 2*jsonLen(r.Doc) + 2*jsonLen(r.Section) + jsonLen(r.Anchor) + 16
}

// encodeLen is the length of the encode op's result.
func encodeLen(enc *core.Encoding, nid, urn string) int {
	n := 256 + 2*jsonLen(enc.Raw) + jsonLen(enc.NSS) + jsonLen(nid) + jsonLen(urn)
	for i := range enc.Chars {
		ch := &enc.Chars[i]
		n += len(`{"start":,"end":,"out":{"start":,"end":},"char":,"encoded":,"code":,"reason":,"ref":},`) + 4*numLen +
			jsonLen(ch.Char) + jsonLen(ch.Encoded) + jsonLen(string(ch.Code)) + jsonLen(ch.Reason) + refLen(ch.Ref)
	}
	for i := range enc.Diagnostics {
		n += diagnosticLen(&enc.Diagnostics[i], len(enc.Raw))
	}
	return n
}

// diagnosticLen is the length of writer.diagnostic's object; result is
// as long as the text the fix applies to.
func diagnosticLen(d *core.Diagnostic, result int) int {
	n := len(`{"severity":"warning","code":,"message":,"start":,"end":,"ref":},`) + 2*numLen +
		jsonLen(string(d.Code)) + jsonLen(d.Msg) + refLen(d.Ref)
	if d.HasFix() {
		n += len(`"fix":{"title":,"start":,"end":,"new":,"result":},`) + 2*numLen +
			jsonLen(d.Fix.Title) + jsonLen(d.Fix.New) + result + len(d.Fix.New) + 2
	}
	return n
}

// displayLen is the length of the display op's result.
func displayLen(d *core.Display) int {
	n := 256 + jsonLen(d.Canonical) + jsonLen(d.Text) +
		len(d.Segments)*(len(`{"from":{"start":,"end":},"to":{"start":,"end":}},`)+4*numLen)
	for i := range d.Notes {
		no := &d.Notes[i]
		n += len(`{"start":,"end":,"from":{"start":,"end":},"severity":"warning","code":,"message":,"ref":,"like":},`) + 4*numLen +
			jsonLen(string(no.Code)) + jsonLen(no.Msg) + refLen(no.Ref) + jsonLen(no.Like)
	}
	return n
}
