package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// Resolvers is what a namespace's registration says about resolving its
// URNs (RFC 8141 §6.2: finding "the resource, or a description of it"),
// and the public services that do it, each documented by a source of its
// own. A resolver is a service outside the URN: the name stays the same
// when a service moves, and a namespace may have none.
type Resolvers struct {
	// Ref is the registration's words on resolution (its Resolution
	// field, or the section it points to); Documentation.Resolution
	// holds their quote.
	Ref core.Ref
	// None says, in plain words, why the namespace has no public service
	// here, when Services is empty or none of them takes a URN.
	None string
	// Services are the documented services, most general first.
	Services []Service
}

// Service is one public resolution service and the URL it takes a URN
// at. Its URL form comes from a source that documents it (Ref), never
// from guessing, and a test expands Example into ExampleURL, the URL the
// source gives for it.
type Service struct {
	Name string // "the DOI proxy server (doi.org)"
	// Template is the URL with holes: {urn} the assigned name
	// ("urn:nbn:de:…", as written, without its components), {nss} the
	// NSS, {ID} the text of the NSS's first sub-part with that ID; after
	// a "|", modifiers (holeValue): {ietf-number|int}. A hole before
	// the "?" is filled with path characters, one after it with a query
	// parameter's: everything else is percent-encoded, so that no URN
	// moves the URL's host, query or fragment.
	Template string
	// Scope says which of the namespace's URNs the service takes, in
	// plain words ("NBNs of Germany, Austria and Switzerland"); "" for
	// all of them.
	Scope string
	// In restricts the service to URNs with a sub-part of this ID, whose
	// text is one of Texts (compared without regard to case) or whose
	// rule is Rule. The zero value takes every URN.
	In Within
	// Ref documents the URL form; Documentation.Resolution holds the
	// words it rests on, after the registration's.
	Ref core.Ref
	// Example is a URN the source documents and ExampleURL the URL it
	// gives for it.
	Example, ExampleURL string
}

// Within selects the URNs a service takes by one sub-part of their NSS,
// or by how the NSS begins.
type Within struct {
	Part  string   // a sub-part's ID; "" for every URN
	Rule  string   // the rule the sub-part matched, or ""
	Texts []string // the sub-part's possible texts (in lower case), or nil
	// Except, with Texts nil, are texts the sub-part may not have.
	Except []string
	// Prefixes, when not nil, are the NSS's possible beginnings, hyphens
	// left out ("978951": an ISBN-13 of a Finnish registration group,
	// written with hyphens or without).
	Prefixes []string
}

// takes reports whether a reading's sub-parts put its URN in scope.
func (w Within) takes(input string, nss core.Span, parts []Part) bool {
	if w.Prefixes != nil {
		return beginsWith(input[nss.Start:nss.End], w.Prefixes)
	}
	if w.Part == "" {
		return true
	}
	for _, p := range parts {
		if p.ID != w.Part || (w.Rule != "" && p.Rule != w.Rule) {
			continue
		}
		text := input[p.Start:p.End]
		if w.Texts == nil {
			return !equalsOne(text, w.Except)
		}
		return equalsOne(text, w.Texts)
	}
	return false
}

// equalsOne reports whether s is one of texts, without regard to case.
func equalsOne(s string, texts []string) bool {
	for _, t := range texts {
		if strings.EqualFold(s, t) {
			return true
		}
	}
	return false
}

// beginsWith reports whether s, its hyphens left out, begins with one of
// the prefixes.
func beginsWith(s string, prefixes []string) bool {
	for _, p := range prefixes {
		i, j := 0, 0
		for i < len(s) && j < len(p) {
			if s[i] == '-' {
				i++
				continue
			}
			if s[i] != p[j] {
				break
			}
			i, j = i+1, j+1
		}
		if j == len(p) {
			return true
		}
	}
	return false
}

// ResolutionVerdict says whether a URN got links.
type ResolutionVerdict uint8

const (
	// Unknown: no syntax known for the NID, so no resolution data either.
	Unknown ResolutionVerdict = iota
	// Linked: at least one service takes the URN.
	Linked
	// NoService: the namespace's registration names no public service
	// (Resolvers.None says why), or none of its services takes this URN.
	NoService
	// Blocked: the URN is not valid, or its NSS violates its namespace's
	// syntax: no service is given a name that is not one.
	Blocked
)

// String returns the stable names "linked", "no-service", "blocked" and
// "unknown".
func (v ResolutionVerdict) String() string {
	switch v {
	case Linked:
		return "linked"
	case NoService:
		return "no-service"
	case Blocked:
		return "blocked"
	}
	return "unknown"
}

// Resolution is where a URN leads ([Resolve]).
type Resolution struct {
	Verdict ResolutionVerdict
	// Syntax is the namespace's syntax, whose Resolvers are the data;
	// nil when Verdict is Unknown.
	Syntax *Syntax
	// Links are the services that take the URN, with its URL at each.
	Links []Link
	// Note says in plain words why there is no link, or what a link
	// leaves out (the URN's r-, q- and f-components).
	Note string
}

// Link is one service's URL for a URN.
type Link struct {
	Service *Service
	URL     string
}

// Resolve says where u leads: the URL of u at each public service of its
// namespace that takes it. A URN gets links only when it is valid and its
// NSS does not violate its namespace's syntax (nr is its namespace
// reading; a warning does not block). The URL carries the assigned name
// only: no service here defines what it would do with an r-, q- or
// f-component, so they are left out, and Note says so.
func Resolve(u *core.URN, nr *Reading) Resolution {
	res := Resolution{Syntax: nr.Syntax}
	syn := nr.Syntax
	switch {
	case syn == nil:
		res.Note = "The playground knows no resolution service for this namespace."
		return res
	case !u.Valid:
		res.Verdict = Blocked
		res.Note = "No link: this is not a valid URN, and a resolver is only given a URN."
		return res
	case nr.Verdict == Violates:
		res.Verdict = Blocked
		res.Note = "No link: the NSS violates the " + syn.NID + " namespace's syntax, so it names nothing a resolver could find."
		return res
	}
	rs := syn.resolvers
	for i := range rs.Services {
		s := &rs.Services[i]
		if s.In.takes(u.Input, u.NSS, nr.Parts) {
			res.Links = append(res.Links, Link{Service: s, URL: s.url(u, nr.Parts)})
		}
	}
	if len(res.Links) == 0 {
		res.Verdict = NoService
		res.Note = rs.None
		if rs.None == "" {
			res.Note = "None of the services documented for this namespace takes this URN: " + scopes(rs.Services) + "."
		}
		return res
	}
	res.Verdict = Linked
	if left := leftOut(u); left != "" {
		res.Note = "The links are made from the assigned name alone: the " + left + " not passed on, since no service here documents what it would do with one."
	}
	return res
}

// scopes lists the services' scopes, for a URN none of them takes.
func scopes(ss []Service) string {
	var b strings.Builder
	for i := range ss {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(ss[i].Name)
		if ss[i].Scope != "" {
			b.WriteString(" takes " + ss[i].Scope)
		}
	}
	return b.String()
}

// leftOut names the components of u that a link does not carry, in
// the order they may appear, by core's names for them.
func leftOut(u *core.URN) string {
	var names []string
	for _, k := range []core.Kind{core.KindRComponent, core.KindQComponent, core.KindQuery, core.KindFComponent, core.KindFragment} {
		if u.Component(k).Present() {
			names = append(names, k.String())
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0] + " is"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
}

// url fills the service's template for u, whose NSS's sub-parts are parts.
func (s *Service) url(u *core.URN, parts []Part) string {
	t := s.Template
	var b strings.Builder
	query := false
	for len(t) > 0 {
		open := strings.IndexByte(t, '{')
		if open < 0 {
			b.WriteString(t)
			break
		}
		lit := t[:open]
		query = query || strings.IndexByte(lit, '?') >= 0
		b.WriteString(lit)
		end := open + strings.IndexByte(t[open:], '}')
		appendEscaped(&b, holeValue(t[open+1:end], u, parts), query)
		t = t[end+1:]
	}
	return b.String()
}

// holeValue is the text a template's hole stands for: a name, then
// modifiers after "|", applied in order: "from:ID" (the NSS from its
// first sub-part with that ID on), "int" (leading zeros dropped),
// "lower", "slashes" (each ":" a "/").
func holeValue(hole string, u *core.URN, parts []Part) string {
	name, mods, _ := strings.Cut(hole, "|")
	var v string
	switch name {
	case "urn":
		v = u.Input[u.Scheme.Start:u.NSS.End]
	case "nss":
		v = u.Text(u.NSS)
	default:
		if p := firstPart(parts, name); p != nil {
			v = u.Text(p.Span)
		}
	}
	for mods != "" {
		var m string
		m, mods, _ = strings.Cut(mods, "|")
		switch {
		case strings.HasPrefix(m, "from:"):
			if p := firstPart(parts, m[len("from:"):]); p != nil {
				v = u.Input[p.Start:u.NSS.End]
			}
		case m == "int":
			v = strings.TrimLeft(v, "0")
			if v == "" {
				v = "0"
			}
		case m == "lower":
			v = strings.ToLower(v)
		case m == "slashes":
			v = strings.ReplaceAll(v, ":", "/")
		}
	}
	return v
}

// firstPart is the first sub-part with the ID, nil when there is none.
func firstPart(parts []Part, id string) *Part {
	for i := range parts {
		if parts[i].ID == id {
			return &parts[i]
		}
	}
	return nil
}

// appendEscaped appends v to a URL: in a path, RFC 3986's pchar and "/"
// stay as they are (an NSS's own %-escapes among them, so that
// urn:doi:10.1000/456%23789 leads to https://doi.org/10.1000/456%23789,
// as the doi registration shows); in a query parameter, only RFC 3986's
// unreserved characters do, and a "%" is escaped itself, so that the
// service reads back the URN as written (urn.kb.se's documented link
// has urn=urn%3Anbn%3Ase%3A…). Any other byte is percent-encoded.
func appendEscaped(b *strings.Builder, v string, query bool) {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if keepInURL(c, query) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hexDigits[c>>4])
		b.WriteByte(hexDigits[c&15])
	}
}

// keepInURL reports whether c stays as it is in a template's hole.
func keepInURL(c byte, query bool) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	case strings.IndexByte("-._~", c) >= 0:
		return true
	case query:
		return false
	}
	return strings.IndexByte(":/@%!$&'()*+,;=", c) >= 0
}
