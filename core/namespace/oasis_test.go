package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceOASIS: the four examples of RFC 3121 §3, real OASIS URNs
// (DocBook, SAML, XLIFF, OpenDocument, XML Catalogs), and the forms §2's
// declaration of structure rules out.
func TestNamespaceOASIS(t *testing.T) {
	const (
		spec = "oasis-branch separator oasis-class separator oasis-id separator oasis-type separator oasis-subtype separator oasis-document"
		tc3  = "oasis-branch separator oasis-class separator oasis-id separator oasis-type separator oasis-document"
		tech = "oasis-branch separator oasis-class separator oasis-type separator oasis-document separator oasis-amendment"
	)
	checkNS(t, []nsCase{
		// RFC 3121 §3. A document identifier may hold colons
		// (docbook:5.0b1); "memo" is §3's word for §2's "memorandum": a
		// note, and its fix.
		{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", Conforms, "", spec, ""},
		{"urn:oasis:names:tc:docbook:dtd:xml:docbook:5.0b1", Conforms, "", spec, ""},
		{"urn:oasis:names:technical:memo:9502:1995", Conforms, "ns-note", tech, "names:technical:memorandum:9502:1995"},
		{"urn:oasis:member:A00024:x", Conforms, "", "oasis-branch separator oasis-member separator oasis-opaque", ""},
		// RFC 3121 §2: the other document types of the technical hierarchy.
		{"urn:oasis:names:technical:memorandum:9502:1995", Conforms, "", tech, ""},
		{"urn:oasis:names:technical:researchpaper:98001:1998", Conforms, "", tech, ""},
		// "the year of the amendment": §2 does not say how many digits.
		{"urn:oasis:names:technical:note:9502:95", Conforms, "", tech, ""},
		// Real URNs of OASIS Technical Committees.
		{"urn:oasis:names:tc:SAML:2.0:assertion", Conforms, "", tc3, ""},
		{"urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified", Conforms, "", spec, ""},
		{"urn:oasis:names:tc:xliff:document:1.2", Conforms, "", tc3, ""},
		{"urn:oasis:names:tc:opendocument:xmlns:office:1.0", Conforms, "", spec, ""},
		{"urn:oasis:names:tc:entity:xmlns:xml:catalog", Conforms, "", spec, ""},
		{"urn:oasis:member:A00024", Conforms, "", "oasis-branch separator oasis-member", ""},
		{"urn:oasis:member:A00024:", Conforms, "", "oasis-branch separator oasis-member separator", ""},
		// RFC 3121 §2: two branches, three classes, the fields of each.
		{"urn:oasis:people:A00024", Violates, "ns-prefix", "oasis-branch unread", ""},
		{"urn:oasis:names", Violates, "ns-syntax", "oasis-branch", ""},
		{"urn:oasis:member", Violates, "ns-syntax", "oasis-branch", ""},
		{"urn:oasis:member::x", Violates, "ns-syntax", "oasis-branch separator unread", ""},
		{"urn:oasis:names:standard:docbook:dtd:4.1.2", Violates, "ns-prefix", "oasis-branch separator oasis-class unread", ""},
		{"urn:oasis:names:tc:SAML:2.0", Violates, "ns-syntax", "", ""},
		{"urn:oasis:names:tc:SAML", Violates, "ns-syntax", "", ""},
		{"urn:oasis:names:tc::dtd:4.1.2", Violates, "ns-syntax", "", ""},
		{"urn:oasis:names:specification:docbook:dtd::4.1.2", Violates, "ns-syntax", "", ""},
		{"urn:oasis:names:technical:letter:9502:1995", Violates, "ns-prefix", "", ""},
		{"urn:oasis:names:technical:note:95:1995", Violates, "ns-length", "", ""},
		{"urn:oasis:names:technical:note:95a2:1995", Violates, "ns-char", "", ""},
		{"urn:oasis:names:technical:note:9502", Violates, "ns-syntax", "", ""},
		{"urn:oasis:names:technical:note:9502:", Violates, "ns-syntax", tech[:len(tech)-len(" oasis-amendment")], ""},
		{"urn:oasis:names:technical:note:9502:95a", Violates, "ns-char", tech, ""},
		{"urn:oasis:names:technical:note:9502:1995:2", Violates, "ns-char", tech, ""},
		// RFC 3121 §2, Rules for Lexical Equivalence: only identical URNs
		// are equivalent, so the words are written as the RFC writes them.
		{"urn:oasis:Names:tc:SAML:2.0:assertion", Violates, "ns-case", tc3, "names:tc:SAML:2.0:assertion"},
		{"urn:oasis:names:TC:SAML:2.0:assertion", Violates, "ns-case", tc3, "names:tc:SAML:2.0:assertion"},
		{"urn:oasis:names:technical:Note:9502:1995", Violates, "ns-case", tech, "names:technical:note:9502:1995"},
	})
	// The messages name what §2 defines, and only that ("memo" is §3's).
	for urn, want := range map[string]string{
		"urn:oasis:people:A00024":                    `the NSS begins with one of §2's two branches, "names" and "member", not "people"`,
		"urn:oasis:names:standard:docbook":           `after names: comes one of §2's three classes, "specification", "tc" and "technical", not "standard"`,
		"urn:oasis:names:technical:letter:9502:1995": `a technical paper's document type is one of §2's "note", "resolution", "memorandum" and "researchpaper", not "letter"`,
		"urn:oasis:names:technical:memo:9502:1995":   `§2 lists this document type as "memorandum"; only §3's example writes "memo"`,
		"urn:oasis:names:technical:note:95:1995":     "a two-digit year and a sequential number, so three digits or more: 9502",
		"urn:oasis:names:technical:note:9502":        "{document-type}:{document-id}:{amendment-id}",
		"urn:oasis:names:tc:SAML:2.0":                "{tc-id}:{type}{:subtype}?:{document-id}",
		"urn:oasis:names:Specification:x:y:z":        `RFC 3121 writes its words in lower case`,
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || !strings.Contains(nr.Diagnostics[0].Msg, want) {
			t.Errorf("%s: %v, want one diagnostic saying %q", urn, nr.Diagnostics, want)
		}
	}
	if nr := Read(core.Read("urn:oasis:names:technical:memo:9502:1995", core.RFC8141)); len(nr.Diagnostics) != 1 ||
		nr.Diagnostics[0].Severity != core.Info || nr.Diagnostics[0].Ref.Anchor != "rfc3121-sec-3" ||
		nr.Diagnostics[0].Fix.Title != `Replace "memo" with §2's "memorandum"` {
		t.Errorf("memo: %v, want an info citing §3 with the fix to memorandum", nr.Diagnostics)
	}
}
