package main

import "github.com/urn-playground/urn-playground/core"

// What the JSON of the long results takes, about: the ops that write an
// object per input character (encode, display) size their output at once
// with writer.grow, so that a result of many megabytes is not copied from
// buffer to buffer as it grows. Each object is its keys, offsets, short
// codes and a reference (about perObject bytes) and one long text, the
// reason or message. An estimate that falls short costs one more copy,
// never a wrong result; limits_test.go's allocation figures show whether
// it holds.
const perObject = 256

// encodeLen is about the length of the encode op's result.
func encodeLen(enc *core.Encoding) int {
	n := 1024 + 3*len(enc.Raw) + 2*len(enc.NSS)
	for i := range enc.Chars {
		n += perObject + len(enc.Chars[i].Reason)
	}
	return n
}

// displayLen is about the length of the display op's result.
func displayLen(d *core.Display) int {
	n := 1024 + 2*len(d.Canonical) + 2*len(d.Text) + 64*len(d.Segments)
	for i := range d.Notes {
		n += perObject + len(d.Notes[i].Msg)
	}
	return n
}
