package main

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// writeJSON writes the JSON value that write produces with the shared
// writer (core/resultjson, byte offsets), indented, on lines of its
// own.
func (p *printer) writeJSON(write func(w *resultjson.Writer)) {
	var w resultjson.Writer
	w.Reset(nil, resultjson.Bytes)
	write(&w)
	p.w.Write(indentJSON(nil, w.Bytes()))
}

// readingsJSON writes the reading of one input, or with -edition all
// {input, readings: [a reading per edition, oldest first]}.
func (p *printer) readingsJSON(input string, us []*core.URN) {
	perEdition(p, us, (*resultjson.Writer).Reading, "readings", func(w *resultjson.Writer) {
		w.KStr("input", input)
	})
}

// perEdition writes the one result of rs, or for -edition all (several)
// an object of the members head writes and key: [a result per edition].
func perEdition[R any](p *printer, rs []R, write func(*resultjson.Writer, R), key string, head func(*resultjson.Writer)) {
	p.writeJSON(func(w *resultjson.Writer) {
		if len(rs) == 1 {
			write(w, rs[0])
			return
		}
		w.Open()
		head(w)
		w.KOpenArray(key)
		for _, r := range rs {
			write(w, r)
		}
		w.CloseArray()
		w.Close()
	})
}

// indentJSON appends the compact JSON text src to dst as encoding/json's
// Indent would with an indent of two spaces, and a newline: a member or
// an element a line, "key": value, and an empty object or array as {} or
// []. src is well formed, as the writer makes it.
func indentJSON(dst, src []byte) []byte {
	return append(indentJSONAt(dst, src, 0), '\n')
}

// indentJSONAt is indentJSON for a value nested depth levels deep in a
// document written piece by piece (urn extract), without the newline.
func indentJSONAt(dst, src []byte, depth int) []byte {
	newline := func() {
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, "  "...)
		}
	}
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			j := i + 1
			for ; src[j] != '"'; j++ {
				if src[j] == '\\' {
					j++
				}
			}
			dst = append(dst, src[i:j+1]...)
			i = j
		case '{', '[':
			dst = append(dst, c)
			if i+1 < len(src) && (src[i+1] == '}' || src[i+1] == ']') {
				dst = append(dst, src[i+1])
				i++
				continue
			}
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// comparisonsJSON writes the comparison of a and b, or with -edition all
// {a, b, comparisons: [a comparison per edition, oldest first]}.
func (p *printer) comparisonsJSON(a, b string, cs []*core.Comparison) {
	perEdition(p, cs, (*resultjson.Writer).Comparison, "comparisons", func(w *resultjson.Writer) {
		w.KStr("a", a)
		w.KStr("b", b)
	})
}

// encodingJSON writes the encoding, with one member more than the
// JavaScript API's: "reading", the reading of the URN built with -nid
// (null without), which JavaScript gets from URN.parse.
func (p *printer) encodingJSON(r encodeResult) {
	p.writeJSON(func(w *resultjson.Writer) {
		w.Open()
		w.EncodingMembers(&r.enc, r.special, r.nid, r.urn) // r.urn is "" without -nid
		if r.reading != nil {
			w.Key("reading")
			w.Reading(r.reading)
		} else {
			w.KNull("reading")
		}
		w.Close()
	})
}
