package registration

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// registrant: RFC 2611 §3 requires a name and an e-mail address;
// draft-12 and RFC 8141 A.4 ask for the organization and the contact
// person's name and contact information.
func (v *validator) registrant(s *Section) {
	all := v.r.Get(s.ID)
	for _, sf := range s.SubFields {
		all += "\n" + v.r.Get(s.ID+"."+sf.ID)
	}
	// Some registrations give the contact a heading of its own
	// ("Registrant Contact:").
	for _, x := range v.r.Extra {
		if h := strings.ToLower(x.Heading); strings.Contains(h, "registrant") || strings.Contains(h, "contact") {
			all += "\n" + x.Text
		}
	}
	name := strings.TrimSpace(v.r.Get(s.ID + ".name"))
	if name == "" && strings.TrimSpace(v.r.Get(s.ID)) != "" {
		// Free text: its first line usually names someone.
		name, _, _ = strings.Cut(strings.TrimSpace(v.r.Get(s.ID)), "\n")
	}
	if !v.check("registrant-name", s.ID+".name", "the registrant is named", name != "") {
		v.find(s.ID+".name", core.Error, CodeRegistrantName, s.Ref, "the registrant's name is missing")
	}
	email, obfuscated := findEmail(all)
	if !v.check("registrant-email", s.ID+".email", "the registrant has a well-formed e-mail address", email != "") {
		v.find(s.ID+".email", core.Error, CodeRegistrantEmail, s.Ref, "no well-formed e-mail address for the registrant")
		return
	}
	if obfuscated {
		v.find(s.ID+".email", core.Info, CodeEmailObfuscated, s.Ref, quote(email)+` spells out "@" (IANA publishes addresses with "&" for it); a request sends the real address`)
	}
}

// findEmail finds the first well-formed address (local@domain.tld) in
// text, also in IANA's published form with "&" for "@".
func findEmail(text string) (string, bool) {
	words := strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '<' || r == '>' || r == '(' || r == ')' || r == ',' || r == ';'
	})
	for i, w := range words {
		// "evan at wikitravel.org": an address spelt out against spam.
		if strings.EqualFold(w, "at") && i > 0 && i+1 < len(words) && wellFormedEmail(strings.Trim(words[i-1], `."'[]:`), strings.Trim(words[i+1], `."'[]`)) {
			return strings.Trim(words[i-1], `."'[]:`) + " at " + strings.Trim(words[i+1], `."'[]`), true
		}
	}
	for _, w := range words {
		w = strings.TrimPrefix(strings.Trim(w, `."'[]`), "mailto:")
		for _, at := range []byte{'@', '&'} {
			if i := strings.IndexByte(w, at); i > 0 && wellFormedEmail(w[:i], w[i+1:]) {
				return w, at == '&'
			}
		}
	}
	return "", false
}

// wellFormedEmail reports whether local@domain is an address: a local
// part of RFC 3986's unreserved and sub-delims characters but "&" (IANA's
// stand-in for "@"), and a domain of two or more labels of letters,
// digits and inner hyphens.
func wellFormedEmail(local, domain string) bool {
	if local == "" || len(local) > 64 || !strings.Contains(domain, ".") || strings.HasPrefix(domain, ".") || strings.HasSuffix(domain, ".") {
		return false
	}
	for i := 0; i < len(local); i++ {
		if c := local[i]; !isAlnum(c) && strings.IndexByte("-._~!$'()*+,;=", c) < 0 {
			return false
		}
	}
	for _, label := range strings.Split(domain, ".") {
		if label == "" || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for i := 0; i < len(label); i++ {
			if c := label[i]; !isAlnum(c) && c != '-' {
				return false
			}
		}
	}
	return true
}
