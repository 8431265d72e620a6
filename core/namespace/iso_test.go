package namespace

import "testing"

// TestNamespaceISO: every example of RFC 5141 §2.4.2 and §2.8, then what
// its ABNF (§2.4.1) refuses.
func TestNamespaceISO(t *testing.T) {
	ok := func(urn, parts string) nsCase { return nsCase{urn, Conforms, "", parts, ""} }
	checkNS(t, []nsCase{
		// §2.4.2, language handling and originators/document type.
		ok("urn:iso:std:iso:9999:-1:ed-1:en", "iso-prefix separator iso-originator separator iso-number separator iso-part separator iso-edition separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:en,fr", ""),
		ok("urn:iso:std:iso-iec:tr:9999:-1:ed-1:en", "iso-prefix separator iso-originator separator iso-type separator iso-number separator iso-part separator iso-edition separator iso-language"),
		// Status.
		ok("urn:iso:std:iso-iec:9075:-3:cancelled:ed-2:en", ""),
		ok("urn:iso:std:iso-iec:9075:-3:stage-95.99:ed-2:en", ""),
		ok("urn:iso:std:iso-iec:9075:-3:draft:ed-4:en", "iso-prefix separator iso-originator separator iso-number separator iso-part separator iso-status separator iso-edition separator iso-language"),
		ok("urn:iso:std:iso-iec:9075:-3:stage-30.60:ed-4:en", ""),
		ok("urn:iso:std:iso:128:-20:en", ""),
		ok("urn:iso:std:iso:128:-20:stage-90.20:ed-1:en", ""),
		ok("urn:iso:std:iso:128:-71:cancelled:ed-1:en", ""),
		ok("urn:iso:std:iso:128:-71:stage-30.98.v2:ed-1:en", ""),
		// Non-numeric part number; a resource related to all parts.
		ok("urn:iso:std:iso:9999:-A02:ed-1:en", ""),
		ok("urn:iso:std:iso:20022:tech:xsd:camt.001.001.01", "iso-prefix separator iso-originator separator iso-number separator iso-addition"),
		// Docversion handling.
		ok("urn:iso:std:iso:9999:-1:ed-1:v2:en", "iso-prefix separator iso-originator separator iso-number separator iso-part separator iso-edition separator iso-version separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1:en", ""),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1:en,fr:amd:1:v2:en", "iso-prefix separator iso-originator separator iso-number separator iso-part separator iso-edition separator iso-version separator iso-language separator iso-suppl-type separator iso-suppl-number separator iso-suppl-version separator iso-language"),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr:amd:2:v2:en", ""),
		ok("urn:iso:std:iso:5817:ed-2:v2:en:cor:1:en", ""),
		// Supplement handling.
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:v2", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:cor:1", ""),
		// Docelement handling (the RFC breaks the last two over lines).
		ok("urn:iso:std:iso:105:-c12:ed-1:en:clause:a.1,a.2", "iso-prefix separator iso-originator separator iso-number separator iso-part separator iso-edition separator iso-language separator iso-element-type separator iso-elements"),
		ok("urn:iso:std:iso:105:-c12:ed-1:en:clause:a.1-a.2", ""),
		ok("urn:iso:std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr:amd:2:v2:en:clause:3.1,a.2-b.9", ""),
		ok("urn:iso:std:iso:9999:-1:ed-2:en:amd:1:term:3.2,3.3,3.4.1-3.4.4,3.12", ""),
		// ABNF literal strings are case-insensitive (§2.4.1, language).
		ok("urn:iso:std:ISO:9999:-1:ED-1:EN", ""),
		// §2.4.2 prints this one with the part number's "-" missing: by the
		// ABNF "1:ed-2:…" is an addition, whose syntax is unspecified.
		{"urn:iso:std:iso:9999:1:ed-2:en,fr:amd:2:en", Conforms, "ns-syntax",
			"iso-prefix separator iso-originator separator iso-number separator iso-addition", "std:iso:9999:-1:ed-2:en,fr:amd:2:en"},
		// §2.8 prints its URNs with a last ":".
		{"urn:iso:std:iso:9999:-1:ed-1:en:", Conforms, "ns-syntax", "", "std:iso:9999:-1:ed-1:en"},
		{"urn:iso:std:iso:9999:-1:ed-1:de", Conforms, "ns-syntax", "", ""},  // de is no ISO language
		{"urn:iso:std:iso:9999:-1:draft:en", Conforms, "ns-syntax", "", ""}, // a status needs an edition
		// What the ABNF refuses.
		{"urn:iso:doc:iso:9999", Violates, "ns-syntax", "iso-prefix unread", ""},
		{"urn:iso:std:isx:9999", Violates, "ns-syntax", "", ""},
		{"urn:iso:std:iso:tr", Violates, "ns-syntax", "iso-prefix separator iso-originator separator iso-type", ""},
		{"urn:iso:std:iso", Violates, "ns-syntax", "", ""},
		{"urn:iso:std", Violates, "ns-syntax", "", ""},
		{"urn:iso:std:", Violates, "ns-syntax", "", ""},
		{"urn:iso:std:iso:99a9:-1", Violates, "ns-syntax", "", ""},
		{"urn:iso:std:iso::-1", Violates, "ns-syntax", "", ""},
	})
}

func TestISOElementList(t *testing.T) {
	for s, want := range map[string]bool{
		"a.1,a.2": true, "a.1-a.2": true, "3.1,a.2-b.9": true, "3.2,3.3,3.4.1-3.4.4,3.12": true, "1": true,
		"": false, "ab": false, "1-2-3": false, "1,": false, "1.": false, "a.b": false, "-1": false,
	} {
		if got := isoElementList(s); got != want {
			t.Errorf("isoElementList(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"v1": true, "v1-amd1.v1-amd2.v1": true, "v1-amd1.v2-amd2.v1-amd3": true, "v1-cor3": true, "v1-amd1-cor3": true,
		"v": false, "v1-": false, "v1-amd": false, "v1-xyz1": false, "v1-amd1.": false, "v1-amd1.v": false, "va": false,
	} {
		if got := isoVersion(s); got != want {
			t.Errorf("isoVersion(%q) = %v, want %v", s, got, want)
		}
	}
}
