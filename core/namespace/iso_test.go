package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceISO: every example of RFC 5141 §2.4.2 and §2.8, then what
// its ABNF (§2.4.1) refuses, rule by rule.
func TestNamespaceISO(t *testing.T) {
	ok := func(urn, parts string) nsCase { return nsCase{urn, Conforms, "", parts, ""} }
	const addition = "from here on the NSS is read as an addition"
	checkNS(t, []nsCase{
		// §2.4.2, language handling and originators/document type.
		ok("urn:iso:std:iso:9999:-1:ed-1:en", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-edition separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:en,fr", ""),
		ok("urn:iso:std:iso-iec:tr:9999:-1:ed-1:en", "iso-prefix iso-originator separator iso-type separator iso-number separator iso-part separator iso-edition separator iso-language"),
		// Status.
		ok("urn:iso:std:iso-iec:9075:-3:cancelled:ed-2:en", ""),
		ok("urn:iso:std:iso-iec:9075:-3:stage-95.99:ed-2:en", ""),
		ok("urn:iso:std:iso-iec:9075:-3:draft:ed-4:en", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-status separator iso-edition separator iso-language"),
		ok("urn:iso:std:iso-iec:9075:-3:stage-30.60:ed-4:en", ""),
		ok("urn:iso:std:iso:128:-20:en", ""),
		ok("urn:iso:std:iso:128:-20:stage-90.20:ed-1:en", ""),
		ok("urn:iso:std:iso:128:-71:cancelled:ed-1:en", ""),
		ok("urn:iso:std:iso:128:-71:stage-30.98.v2:ed-1:en", ""),
		// Non-numeric part number; a resource related to all parts.
		ok("urn:iso:std:iso:9999:-A02:ed-1:en", ""),
		ok("urn:iso:std:iso:20022:tech:xsd:camt.001.001.01", "iso-prefix iso-originator separator iso-number iso-addition"),
		// Docversion handling.
		ok("urn:iso:std:iso:9999:-1:ed-1:v2:en", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-edition separator iso-version separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1:en", ""),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1:en,fr:amd:1:v2:en", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-edition separator iso-version separator iso-language separator iso-suppl-type separator iso-suppl-number separator iso-suppl-version separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr:amd:2:v2:en", ""),
		ok("urn:iso:std:iso:5817:ed-2:v2:en:cor:1:en", ""),
		// Supplement handling.
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:v2", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:cor:1", ""),
		// Docelement handling (the RFC breaks the last two over lines).
		ok("urn:iso:std:iso:105:-c12:ed-1:en:clause:a.1,a.2", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-edition separator iso-language separator iso-element-type separator iso-elementnumber separator iso-elementnumber"),
		ok("urn:iso:std:iso:105:-c12:ed-1:en:clause:a.1-a.2", "iso-prefix iso-originator separator iso-number separator iso-part separator iso-edition separator iso-language separator iso-element-type separator iso-elementrange"),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr:amd:2:v2:en:clause:3.1,a.2-b.9", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:term:3.2,3.3,3.4.1-3.4.4,3.12", ""),
		// Supplements and subdivisions straight after the document number.
		ok("urn:iso:std:iso:9999:amd:1", ""),
		ok("urn:iso:std:iso:9999:table:1", ""),
		// ABNF literal strings are case-insensitive (§2.4.1, language).
		ok("urn:iso:std:ISO:9999:-1:ED-1:EN", ""),
		ok("urn:iso:STD:iso:9999", ""),
		// §2.4.2 prints this one with the part number's "-" missing: by the
		// ABNF "1:ed-2:…" is an addition, whose syntax is unspecified; the
		// note's fix adds the "-".
		{"urn:iso:std:iso:9999:1:ed-2:en,fr:amd:2:en", Conforms, "ns-note",
			"iso-prefix iso-originator separator iso-number iso-addition", "std:iso:9999:-1:ed-2:en,fr:amd:2:en"},
		// §2.8 prints its URNs with a last ":".
		{"urn:iso:std:iso:9999:-1:ed-1:en:", Conforms, "ns-note", "", "std:iso:9999:-1:ed-1:en"},
		{"urn:iso:std:iso:9999:-1:ed-1:de", Conforms, "ns-note", "", ""},  // de is no language of the ABNF
		{"urn:iso:std:iso:9999:-1:draft:en", Conforms, "ns-note", "", ""}, // a status needs an edition
		{"urn:iso:std:iso:9999:en:ed-1", Conforms, "ns-note", "", ""},     // the edition comes before the language
		{"urn:iso:std:iso:9999:clause:", Conforms, "ns-note", "", ""},     // a kind without its numbers
		// What the ABNF refuses, each rule's fault with what belongs there.
		// "std:": doc is not a prefix RFC 5141 defines; a missing prefix.
		{"urn:iso:doc:iso:9999", Violates, "ns-prefix", "iso-prefix unread", "std:iso:9999"},
		{"urn:iso:iso:9999", Violates, "ns-prefix", "iso-originator unread", "std:iso:9999"},
		{"urn:iso:std", Violates, "ns-prefix", "iso-prefix", ""},
		{"urn:iso:doc:iso:tc:46", Violates, "ns-prefix", "", ""}, // std:iso:tc:46 would not conform: no fix
		// originator
		{"urn:iso:std:isx:9999", Violates, "ns-prefix", "iso-prefix iso-originator unread", ""},
		{"urn:iso:std:iso/iec:9999", Violates, "ns-prefix", "", "std:iso-iec:9999"},
		{"urn:iso:std:", Violates, "ns-prefix", "", ""},
		{"urn:iso:std:9999", Violates, "ns-prefix", "", ""},
		// [":" type] ":" docnumber
		{"urn:iso:std:iso:tr", Violates, "ns-syntax", "iso-prefix iso-originator separator iso-type", ""},
		{"urn:iso:std:iso", Violates, "ns-syntax", "", ""},
		{"urn:iso:std:iso:is:9999", Violates, "ns-prefix", "", ""},
		{"urn:iso:std:iso:99a9:-1", Violates, "ns-char", "", ""},
		{"urn:iso:std:iso::-1", Violates, "ns-char", "", ""},
		{"urn:iso:std:iso:9999-1:ed-1", Violates, "ns-separator", "iso-prefix iso-originator separator iso-number unread", "std:iso:9999:-1:ed-1"},
	})
	// Each message says what belongs where the text goes wrong; after the
	// document number, a note says where the ABNF puts its elements.
	const order = addition + " (isodefined), whose syntax RFC 5141 does not specify; the elements come in the ABNF's order: part number (-1), status and edition (draft:ed-1, stage-30.60:ed-1, ed-1), version (v2), language (en, fr, ru, es, ar, or en,fr / en,ru / fr,ru / en,fr,ru), supplements (amd:1:en), subdivisions (clause:3.1,a.2-b.9)"
	for urn, want := range map[string]string{
		"urn:iso:doc:iso:9999":            `RFC 5141 defines the prefix "std:" alone ("Prefixes that identify ISO objects of other kinds may be defined in future revisions"), then the originator: std:iso:9999`,
		"urn:iso:iso:9999":                `an ISO NSS begins "std:", then the originator`,
		"urn:iso:std:isx:9999":            `the originator comes after "std:": iso, iso-iec, iso-cie, iso-astm, iso-ieee or iec, then the document number`,
		"urn:iso:std":                     `the originator comes after "std:"`,
		"urn:iso:std:iso:is:9999":         `neither a type RFC 5141 defines (data, guide, isp, iwa, pas, r, tr, ts, tta) nor a document number (digits)`,
		"urn:iso:std:iso:99a9":            `the document number is digits: docnumber = DIGITS`,
		"urn:iso:std:iso::-1":             `the document number is digits: docnumber = DIGITS`,
		"urn:iso:std:iso:tr":              `the document number comes next, after ":"`,
		"urn:iso:std:iso:9999-1":          `the part number follows the document number after ":", and begins with "-": 9999:-1`,
		"urn:iso:std:iso:9999:1:ed-2":     addition + ` (isodefined), whose syntax RFC 5141 does not specify; if "1" is a part number, the ABNF writes it with "-": :-1`,
		"urn:iso:std:iso:9999:-1:ed-1:":   `an empty element: the NSS has ":" too many`,
		"urn:iso:std:iso:9999:-1:draft":   order,
		"urn:iso:std:iso:9999:en:ed-1":    order,
		"urn:iso:std:iso:9999:-1:ed-1:de": order,
		"urn:iso:std:iso:9999:amd":        order,
		"urn:iso:std:iso:9999:xyz":        order,
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || !strings.Contains(nr.Diagnostics[0].Msg, want) {
			t.Errorf("%s: %v, want one diagnostic saying %q", urn, nr.Diagnostics, want)
		}
	}
	// Fixes say what they do.
	for urn, want := range map[string]string{
		"urn:iso:doc:iso:9999":             `Write the prefix "std"`,
		"urn:iso:iso:9999":                 `Write the prefix "std"`,
		"urn:iso:std:iso/iec:9999":         `Write "-" for the "/"`,
		"urn:iso:std:iso:9999-1":           `Insert ":" before the part number`,
		"urn:iso:std:iso:9999:1":           `If "1" is a part number, insert its "-"`,
		"urn:iso:std:iso:9999:-1:ed-1:en:": `Remove the extra ":"`,
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || nr.Diagnostics[0].Fix.Title != want {
			t.Errorf("%s: %v, want the fix %q", urn, nr.Diagnostics, want)
		}
	}
}

// TestISOLists: docelement's list and docversion, rule by rule.
func TestISOLists(t *testing.T) {
	for s, want := range map[string]bool{
		"a.1,a.2": true, "a.1-a.2": true, "3.1,a.2-b.9": true, "3.2,3.3,3.4.1-3.4.4,3.12": true, "1": true,
		"": false, "ab": false, "1-2-3": false, "1,": false, "1.": false, "a.b": false, "-1": false, ",1": false, "1-": false,
	} {
		if got := isoList(nil, s, 0); got != want {
			t.Errorf("isoList(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"v1": true, "v1-amd1.v1-amd2.v1": true, "v1-amd1.v2-amd2.v1-amd3": true, "v1-cor3": true, "v1-amd1-cor3": true,
		"v": false, "v1-": false, "v1-amd": false, "v1-xyz1": false, "v1-amd1.": false, "v1-amd1.v": false, "va": false,
	} {
		if got := isoIsVersion(s); got != want {
			t.Errorf("isoIsVersion(%q) = %v, want %v", s, got, want)
		}
	}
}
