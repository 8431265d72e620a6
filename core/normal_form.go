package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"
)

// AppendNormalized appends the normalized form of the reading u to dst:
// the same text as u.Normalize(o).Normalized, built without recording the
// steps, so that a caller that only wants the form (the JavaScript API's
// URN.parse) allocates nothing beyond dst. The rules are those of
// normalizeReading: the scheme and the NID in lower case, the hex digits
// of every %HH escape in upper case, every component removed
// (RFC 2141 §5, draft-03 §5, draft-12 §4.1, RFC 8141 §3.1). draft-03's
// step 5b, which keeps a query and reorders its directives, is left to
// normalizeReading. TestAppendNormalized and FuzzRead check that the two
// agree.
func (u *URN) AppendNormalized(dst []byte, o Objective) []byte {
	if !ascii.EqualFold(u.Text(u.Scheme), "urn") || !u.NID.Present() || !u.NSS.Present() {
		// Not structured: compared as plain text, without normalization.
		return append(dst, u.Input...)
	}
	if o == ObjectiveCaching {
		for i := range u.Edition.rules().components {
			c := &u.Edition.rules().components[i]
			if c.equiv == equivQuery && u.Component(c.kind).Present() {
				return append(dst, normalizeReading(u, o).Normalized...)
			}
		}
	}
	// Copy the NID and the NSS whole, then change what needs changing in
	// place: most NIDs and NSSs need nothing, and IndexByte finds the
	// escapes faster than a loop over every byte.
	dst = append(dst, "urn:"...)
	n := len(dst)
	dst = append(dst, u.Text(u.NID)...)
	for i := n; i < len(dst); i++ {
		dst[i] = lower(dst[i])
	}
	dst = append(dst, ':')
	nss := u.Text(u.NSS)
	n = len(dst)
	dst = append(dst, nss...)
	for i := strings.IndexByte(nss, '%'); i >= 0 && i+2 < len(nss); {
		if isHex(nss[i+1]) && isHex(nss[i+2]) {
			dst[n+i+1], dst[n+i+2] = upperHexDigit(nss[i+1]), upperHexDigit(nss[i+2])
			i += 2
		}
		j := strings.IndexByte(nss[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return dst
}

// NormalizedSpan reports whether the normalized form of u, as
// AppendNormalized writes it, is a span of the input, and which one. It
// is for most URNs: those whose scheme is written "urn", whose NID has no
// upper-case letter and whose escapes have no lower-case hex digit, with
// no draft-03 query kept by step 5b. A caller can then take the input's
// text instead of building a copy; URN.parse does.
func (u *URN) NormalizedSpan(o Objective) (Span, bool) {
	in, sch, nid, nss := u.Input, u.Scheme, u.NID, u.NSS
	if !ascii.EqualFold(u.Text(sch), "urn") || !nid.Present() || !nss.Present() {
		return Span{0, len(in)}, true // compared as plain text
	}
	if in[sch.Start] != 'u' || in[sch.Start+1] != 'r' || in[sch.Start+2] != 'n' || nid.Start != sch.End+1 || nss.Start != nid.End+1 {
		return NoSpan, false
	}
	if o == ObjectiveCaching {
		for i := range u.Edition.rules().components {
			c := &u.Edition.rules().components[i]
			if c.equiv == equivQuery && u.Component(c.kind).Present() {
				return NoSpan, false
			}
		}
	}
	for i := nid.Start; i < nid.End; i++ {
		if 'A' <= in[i] && in[i] <= 'Z' {
			return NoSpan, false
		}
	}
	text := in[nss.Start:nss.End]
	for i := strings.IndexByte(text, '%'); i >= 0 && i+2 < len(text); {
		if isHex(text[i+1]) && isHex(text[i+2]) {
			if 'a' <= text[i+1] || 'a' <= text[i+2] { // hex digits: lower-case letters sort last
				return NoSpan, false
			}
			i += 2
		}
		j := strings.IndexByte(text[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return Span{sch.Start, nss.End}, true
}
