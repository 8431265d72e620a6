package core

import "strings"

// The IANA registry of URN namespaces has two sub-registries, formal and
// informal (registry_data.go); these are its pages.
const (
	ianaRegistry     = "https://www.iana.org/assignments/urn-namespaces/urn-namespaces.xhtml"
	ianaFormalTpl    = "https://www.iana.org/assignments/urn-formal/"
	rfcEditorRFCBase = "https://www.rfc-editor.org/rfc/rfc"
)

// EntryURL is where IANA lists the namespace: its sub-registry's table
// ("urn-namespaces-1" formal, "urn-namespaces-2" informal).
func (ns Namespace) EntryURL() string {
	if ns.Kind == NamespaceInformal {
		return ianaRegistry + "#urn-namespaces-2"
	}
	return ianaRegistry + "#urn-namespaces-1"
}

// Document names the namespace's defining document and where to read it:
// the first RFC its registry reference names ("RFC5328; RFC7354"), else
// the registration template IANA keeps: for an informal namespace the one
// its reference names, for a formal one registered without an RFC (an
// organisation or a person is the reference) urn-formal/<nid>.
func (ns Namespace) Document() (title, url string) {
	for _, r := range strings.Split(ns.Reference, ";") {
		r = strings.TrimSpace(r)
		if n, ok := strings.CutPrefix(r, "RFC"); ok && n != "" && isDigits(n) {
			return "RFC " + n, rfcEditorRFCBase + n
		}
		if strings.HasPrefix(r, "https://www.iana.org/assignments/") {
			return "registration template at IANA", r
		}
	}
	return "registration template at IANA", ianaFormalTpl + ns.NID
}

// isDigits reports whether s is one or more ASCII digits. Never inlined:
// the namespace readers call it in several places where a call costs
// nothing that matters, while each inlined copy adds to the WebAssembly
// module's size.
//
//go:noinline
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
