package resultjson

import "github.com/urn-playground/urn-playground/core"

// Encoding writes an encoding, the JavaScript API's Encoding
// (URN.encode):
//
//	{raw, edition, special, nss, nid: string | null, urn: string | null, valid,
//	 chars: [{start, end, out: {start, end}, char, encoded, code, reason, ref}],
//	 unlisted, diagnostics: [Diagnostic]}
//
// special is the core.EncodeOptions.Special the encoding was made with.
// urn is what core.BuildURN returned with the encoding, built from nid;
// "" for core.EncodeNSS, which gives null for both. Offsets are into raw,
// but a chars' out, which is into nss; a diagnostic about the NID has
// the offsets -1. chars lists at most core.MaxDiagnostics characters;
// unlisted counts the encoded characters past them.
func (w *Writer) Encoding(enc *core.Encoding, special, nid, urn string) {
	w.Open()
	w.EncodingMembers(enc, special, nid, urn)
	w.Close()
}

// EncodingMembers writes the members of Encoding into an object the
// caller opened, for a caller that adds members of its own (cmd/urn adds
// the reading of the URN built).
func (w *Writer) EncodingMembers(enc *core.Encoding, special, nid, urn string) {
	x, nx := w.index(enc.Raw), w.index(enc.NSS)
	w.Grow(encodeLen(enc))
	w.KStr("raw", enc.Raw)
	w.KStr("edition", enc.Edition.ID())
	w.KStr("special", special)
	w.KStr("nss", enc.NSS)
	if urn != "" {
		w.KStr("nid", nid)
		w.KStr("urn", urn)
	} else {
		w.KNull("nid")
		w.KNull("urn")
	}
	w.KBool("valid", enc.Valid)
	w.KOpenArray("chars")
	for _, ch := range enc.Chars {
		w.Open()
		w.span(&x, ch.Span)
		w.kspan("out", &nx, ch.Out)
		w.KStr("char", ch.Char)
		w.KStr("encoded", ch.Encoded)
		w.KStr("code", string(ch.Code))
		w.KStr("reason", ch.Reason)
		w.KRef("ref", ch.Ref)
		w.Close()
	}
	w.CloseArray()
	w.KInt("unlisted", enc.Unlisted)
	w.KOpenArray("diagnostics")
	for _, d := range enc.Diagnostics {
		w.diagnostic(d, &x, enc.Raw)
	}
	w.CloseArray()
}

// What the JSON of the long results takes, about: the results that write
// an object per input character (encode, display) size their output at
// once with Grow, so that a result of many megabytes is not copied from
// buffer to buffer as it grows. Each object is its keys, offsets, short
// codes and a reference (about perObject bytes) and one long text, the
// reason or message. An estimate that falls short costs one more copy,
// never a wrong result; the WebAssembly module's limits_test.go shows
// whether it holds.
const perObject = 256

// encodeLen is about the length of an Encoding's JSON.
func encodeLen(enc *core.Encoding) int {
	n := 1024 + 3*len(enc.Raw) + 2*len(enc.NSS)
	for i := range enc.Chars {
		n += perObject + len(enc.Chars[i].Reason)
	}
	return n
}
