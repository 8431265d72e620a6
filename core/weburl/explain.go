package weburl

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// The sections the explanations rest on. The URL Standard's are declared
// as a document core knows ("whatwg-url"); Refs lists them all.
var (
	refStrip    = core.Ref{Doc: "whatwg-url", Section: "Basic URL parser", Anchor: "whatwg-url-sec-basic-url-parser"}
	refScheme   = core.Ref{Doc: "whatwg-url", Section: "Scheme state", Anchor: "whatwg-url-sec-scheme-state"}
	refOpaque   = core.Ref{Doc: "whatwg-url", Section: "Opaque path state", Anchor: "whatwg-url-sec-opaque-path-state"}
	refQuery    = core.Ref{Doc: "whatwg-url", Section: "Query state", Anchor: "whatwg-url-sec-query-state"}
	refFragment = core.Ref{Doc: "whatwg-url", Section: "Fragment state", Anchor: "whatwg-url-sec-fragment-state"}
	refNoScheme = core.Ref{Doc: "whatwg-url", Section: "No scheme state", Anchor: "whatwg-url-sec-no-scheme-state"}
	refEquals   = core.Ref{Doc: "whatwg-url", Section: "URL equivalence", Anchor: "whatwg-url-sec-url-equivalence"}

	refComponents = core.Ref{Doc: "rfc8141", Section: "2.3", Anchor: "rfc8141-sec-2-3"}
	refEquiv      = core.Ref{Doc: "rfc8141", Section: "3.1", Anchor: "rfc8141-sec-3-1"}
)

func init() {
	core.RegisterDocument("whatwg-url", "WHATWG URL Standard")
}

// Refs returns every section the package cites, for the page's excerpts.
func Refs() []core.Ref {
	return []core.Ref{refStrip, refScheme, refOpaque, refQuery, refFragment, refNoScheme, refEquals, refComponents, refEquiv}
}

// failure explains why the URL parser refused the input.
func failure(u *core.URN, url URL) Note {
	if indexByte(u.Input, ':') < 0 {
		return Note{"The URL parser refuses a string with no scheme and no base URL to resolve it against: it needs letters, digits, \"+\", \"-\" or \".\" and a \":\" first, as \"urn:\".", refNoScheme}
	}
	return Note{"The URL parser refuses this string (" + url.Error + "): it needs a scheme, a letter first then letters, digits, \"+\", \"-\" or \".\", before the first \":\".", refNoScheme}
}

// queryParts names the URN parts that a URL's search holds.
func queryParts(u *core.URN) string {
	switch {
	case u.RComponent.Present() && u.QComponent.Present():
		return "the r-component and the q-component"
	case u.RComponent.Present():
		return "the r-component"
	case u.QComponent.Present():
		return "the q-component"
	case u.Query.Present():
		return "the query"
	}
	return "no part of the URN"
}

// hashPart names the URN part that a URL's hash holds.
func hashPart(u *core.URN) string {
	switch {
	case u.FComponent.Present():
		return "the f-component"
	case u.Fragment.Present():
		return "the fragment"
	}
	return "no part of the URN"
}

// explain adds to a row why its two sides differ, or what one URL field
// merges.
func explain(r *Row, u *core.URN) {
	switch r.Field {
	case "protocol":
		if !r.Same && strings.EqualFold(r.URL, r.URN) {
			r.Same = true
			r.Notes = append(r.Notes, Note{"The URL parser lower-cases the scheme (" + quote(r.URN) + " becomes " + quote(r.URL) + "); RFC 8141 compares the scheme without regard to case too.", refScheme})
		}
	case "pathname":
		r.Notes = append(r.Notes, Note{"\"urn\" is not one of the URL Standard's special schemes, so everything up to the first \"?\" or \"#\" is one opaque path: the URL has no host, and it does not know where the NID ends and the NSS begins.", refOpaque})
	case "search":
		if u.RComponent.Present() && u.QComponent.Present() {
			r.Notes = append(r.Notes, Note{"Both the r-component (after \"?+\") and the q-component (after \"?=\") end up in search: the URL parser knows one query, from the first \"?\" on.", refComponents})
		} else if r.URL != "" && (u.RComponent.Present() || u.QComponent.Present()) {
			r.Notes = append(r.Notes, Note{"The URL parser keeps the \"+\" or \"=\" that tells an r-component from a q-component inside search: to it they are the query's first character.", refComponents})
		}
		if r.URN == "?" && r.URL == "" {
			r.Same = true
			r.Notes = append(r.Notes, Note{"An empty query reads back as \"\": search cannot tell \"?\" with nothing after it from no \"?\" at all.", refQuery})
		}
	case "hash":
		if r.URN == "#" && r.URL == "" {
			r.Same = true
			r.Notes = append(r.Notes, Note{"An empty fragment reads back as \"\": hash cannot tell \"#\" with nothing after it from no \"#\" at all.", refFragment})
		}
	}
	if !r.Same {
		r.Notes = append(r.Notes, differences(r, fieldRef(r.Field))...)
	}
}

// fieldRef is the URL Standard's section of the state that fills a field.
func fieldRef(field string) core.Ref {
	switch field {
	case "protocol":
		return refScheme
	case "search":
		return refQuery
	case "hash":
		return refFragment
	}
	return refOpaque
}

// differences walks the URN's stretch and the URL's field side by side
// and says what the URL parser changed: characters it percent-encoded,
// letters whose case it changed, or where the two part if neither.
func differences(r *Row, ref core.Ref) []Note {
	a, b := r.URN, r.URL
	var encoded []string
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] == b[j] {
			i, j = i+1, j+1
			continue
		}
		if b[j] == '%' && j+2 < len(b) && hexByte(b[j+1:j+3]) == int(a[i]) {
			n := charLen(a, i)
			encoded = appendOnce(encoded, a[i:i+n])
			j += 3
			for k := 1; k < n && j+2 < len(b) && b[j] == '%'; k++ {
				j += 3
			}
			i += n
			continue
		}
		break
	}
	var notes []Note
	if len(encoded) > 0 {
		notes = append(notes, Note{"The URL parser percent-encodes " + list(encoded) + " here; RFC 8141 does not allow " + them(len(encoded)) + " unencoded in a URN at all, so no valid URN changes this way.", ref})
	}
	if i < len(a) || j < len(b) {
		notes = append(notes, Note{"From character " + itoa(i) + " of " + quote(a) + " the URL's " + r.Field + " differs: " + quote(b) + ".", ref})
	}
	return notes
}

// charLen is the length of the UTF-8 character at s[i] (1 for a byte
// that begins none).
func charLen(s string, i int) int {
	c := s[i]
	n := 1
	switch {
	case c >= 0xF0:
		n = 4
	case c >= 0xE0:
		n = 3
	case c >= 0xC0:
		n = 2
	}
	return min(n, len(s)-i)
}

// hexByte reads two hex digits in either case, -1 if they are not.
func hexByte(s string) int {
	v := 0
	for i := 0; i < 2; i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			v = v<<4 | int(c-'0')
		case 'a' <= c && c <= 'f':
			v = v<<4 | int(c-'a'+10)
		case 'A' <= c && c <= 'F':
			v = v<<4 | int(c-'A'+10)
		default:
			return -1
		}
	}
	return v
}

func appendOnce(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// list quotes each character and joins them: "\" \"", "<" and ">".
func list(cs []string) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 && i == len(cs)-1 {
			b.WriteString(" and ")
		} else if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(quote(c))
	}
	return b.String()
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// quote quotes s in double quotes, showing a space or control character
// by its name so that it can be seen.
func quote(s string) string {
	switch s {
	case " ":
		return "a space"
	case "\t":
		return "a tab"
	}
	return "\"" + s + "\""
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for ; n > 0; n /= 10 {
		i--
		b[i] = byte('0' + n%10)
	}
	return string(b[i:])
}
