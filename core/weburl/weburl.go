// Package weburl sets a web browser's reading of a string, the WHATWG URL
// Standard's (new URL() in browsers and node), beside a URN's reading
// under an edition, and says where and why they part: what the URL
// parser lower-cases, percent-encodes or drops, and which of the URN's
// parts end up in one URL field. The URL parser is the platform's, not
// ours: the caller runs it and passes its fields ([URL]); this package
// only compares, so that every explanation is written once, in Go, and
// cites the section it rests on.
//
// Like core, it uses the standard library only, and none of fmt, regexp,
// encoding/json or net/url: it is compiled to WebAssembly.
package weburl

import "github.com/urn-playground/urn-playground/core"

// URL is what the platform's URL parser made of a string: the getters of
// a URL object, or Failed when the constructor threw (Error is its
// message).
type URL struct {
	Href, Protocol, Pathname, Search, Hash string
	Failed                                 bool
	Error                                  string
}

// Row is one field of the URL beside the stretch of the URN it holds.
type Row struct {
	Field string // "protocol", "pathname", "search", "hash"
	URL   string // the field's value
	// URN is the same stretch of the input as the URN's reading has it,
	// with the delimiter the URL field keeps ("urn:", "?+r?=q", "#f").
	URN string
	// Parts names the URN's parts the field holds, in the edition's
	// terms ("NID and NSS", "r-component and q-component").
	Parts string
	Same  bool   // URL == URN
	Notes []Note // why they differ, or what the one field merges
}

// Note is one explanation, with the section it rests on.
type Note struct {
	Text string
	Ref  core.Ref
}

// Reading is the URL's reading beside the URN's ([Read]).
type Reading struct {
	Input   string
	Edition core.Edition
	Valid   bool // the URN's verdict under the edition
	URL     URL
	Rows    []Row  // none when the URL parser failed
	Notes   []Note // about the whole input: what the parser removed, why it failed
}

// Read sets url, the platform's reading of u.Input, beside u's.
func Read(u *core.URN, url URL) Reading {
	r := Reading{Input: u.Input, Edition: u.Edition, Valid: u.Valid, URL: url}
	if url.Failed {
		r.Notes = append(r.Notes, failure(u, url))
		return r
	}
	text := u.Input
	if trimmed := trimC0Space(text); trimmed != text {
		r.Notes = append(r.Notes, Note{"The URL parser drops the spaces and control characters at either end; a URN has none (" + whereInvalid(u) + ").", refStrip})
		text = trimmed
	}
	if removed := removeTabNewline(text); removed != text {
		r.Notes = append(r.Notes, Note{"The URL parser removes every tab and line break inside the string, so they change nothing in the URL; in a URN they are not allowed at all.", refStrip})
		text = removed
	}
	s := split(text)
	r.Rows = []Row{
		row("protocol", url.Protocol, s.scheme, "the scheme"),
		row("pathname", url.Pathname, s.path, "the NID and the NSS"),
		row("search", url.Search, s.query, queryParts(u)),
		row("hash", url.Hash, s.hash, hashPart(u)),
	}
	for i := range r.Rows {
		explain(&r.Rows[i], u)
	}
	return r
}

// stretches are a string cut where a URL parser cuts a string with a
// non-special scheme: the scheme with its ":", the opaque path up to the
// first "?" or "#", the query from that "?" up to the first "#", the
// fragment from there.
type stretches struct{ scheme, path, query, hash string }

// split cuts s as the URL parser does ("urn" is not a special scheme, so
// the rest is an opaque path, a query and a fragment).
func split(s string) stretches {
	var st stretches
	colon := indexByte(s, ':')
	if colon < 0 {
		return st
	}
	st.scheme, s = s[:colon+1], s[colon+1:]
	if h := indexByte(s, '#'); h >= 0 {
		st.hash, s = s[h:], s[:h]
	}
	if q := indexByte(s, '?'); q >= 0 {
		st.query, s = s[q:], s[:q]
	}
	st.path = s
	return st
}

// row starts a Row; explain adds its notes.
func row(field, url, urn, parts string) Row {
	return Row{Field: field, URL: url, URN: urn, Parts: parts, Same: url == urn}
}

// whereInvalid says what the edition makes of the input.
func whereInvalid(u *core.URN) string {
	if u.Valid {
		return "this one is valid under " + u.Edition.Info().Name + " without them"
	}
	return "this input is not a valid URN under " + u.Edition.Info().Name
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// trimC0Space removes leading and trailing C0 controls and spaces, as
// the URL parser's first step does.
func trimC0Space(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// removeTabNewline removes every tab, line feed and carriage return, as
// the URL parser's second step does.
func removeTabNewline(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && c != '\n' && c != '\r' {
			b = append(b, c)
		}
	}
	return string(b)
}
