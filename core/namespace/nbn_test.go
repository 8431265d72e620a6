package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceNBN: NBNs of RFC 8458 §4.2's form (its §4.3 examples),
// and the "de" sub-namespace's check digit, the DNB's rule beyond the
// registration, on real URN:NBN:DE identifiers published with theirs (the
// DNB's own example, the bench corpus's, the DNB's 0183 and 0074 series,
// GBV's and BVB's) and corrupted ones.
func TestNamespaceNBN(t *testing.T) {
	const de = "nbn-country separator nbn-subnamespace separator nbn-string nbn-check"
	checkNS(t, []nsCase{
		// RFC 8458 §4.3's examples.
		{"URN:NBN:fi-fe201003181510", Conforms, "", "nbn-country separator nbn-string", ""},
		{"urn:nbn:ch:bel-9039", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-string", ""},
		{"urn:nbn:se:uu:diva-3475", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string", ""},
		{"urn:nbn:hu-3006", Conforms, "", "", ""},
		{"urn:nbn:fi-fe19981001", Conforms, "", "nbn-country separator nbn-string", ""},
		// nbn-string = path-rootless: segments after "/", empty ones
		// too, ":" "@" sub-delims and percent-encodings.
		{"urn:nbn:fi-a/b//c:d@e!$&'()*+,;=~%2F", Conforms, "", "", ""},
		{"urn:nbn:FI:Ab1-x", Conforms, "", "", ""},
		// The DNB's check digit: its own example, and published URNs.
		{"urn:nbn:de:gbv:089-3321752945", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string nbn-check", ""},
		{"URN:NBN:DE:gbv:089-3321752945", Conforms, "", "", ""},
		{"urn:nbn:de:bvb:19-146642", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string nbn-check", ""},
		{"urn:nbn:de:0183-mbi0003721", Conforms, "", de, ""},
		{"urn:nbn:de:0074-1000-9", Conforms, "", de, ""},
		{"urn:nbn:de:bvb:12-bsb00103137-3", Conforms, "", "", ""},
		// A wrong check digit, a missing one, one the table cannot give
		// (a warning or a note: the NSS conforms to the registration).
		{"urn:nbn:de:gbv:089-332175294", Conforms, "ns-check-digit", "", "de:gbv:089-332175297"},
		{"urn:nbn:de:bvb:19-146641", Conforms, "ns-check-digit", "", "de:bvb:19-146642"},
		{"urn:nbn:de:0183-mbi0003722", Conforms, "ns-check-digit", de, "de:0183-mbi0003721"},
		{"urn:nbn:de:bvb:19-14664x", Conforms, "ns-check-digit", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string", "de:bvb:19-14664x1"},
		{"urn:nbn:de:bsz:14-qucosa2-7%C3%A4", Conforms, "ns-note", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string", ""},
		{"urn:nbn:de:bsz:14-qu~x1", Conforms, "ns-note", "", ""},
		// The prefix: iso-cc = 2ALPHA, subspc = 1*(ALPHA / DIGIT).
		{"urn:nbn:fin-fe19981001", Violates, "ns-length", "", ""},
		{"urn:nbn:f-x", Violates, "ns-length", "", ""},
		{"urn:nbn:1e-x", Violates, "ns-char", "", ""},
		{"urn:nbn:de::x-1", Violates, "ns-separator", "", "de:x-1"},
		{"urn:nbn:de:x_y-1", Violates, "ns-char", "", ""},
		{"urn:nbn:fi", Violates, "ns-syntax", "", ""},
		{"urn:nbn:fi-", Violates, "ns-syntax", "", ""},
		// nbn-string = path-rootless: not "/" first; pchar only.
		{"urn:nbn:fi-/fe19981001", Violates, "ns-syntax", "", "fi-fe19981001"},
		{"urn:nbn:fi-a^b", Violates, "ns-char", "", ""},
		{"urn:nbn:fi-a%2", Violates, "ns-char", "", ""},
	})
	checkNSRules(t, [][2]string{
		{"urn:nbn:de:bvb:19-146642", `iso-cc ":" subspc ":" subspc "-" nbn-string -`},
	})
	checkNSDiags(t, []nsDiag{
		{"urn:nbn:fi-/x", CodeSyntax, core.Error, `the NBN string cannot begin with "/": RFC 8458 §4.2 makes it a path-rootless (RFC 3986), one or more characters before any "/"`, "iana-nbn", "Remove the leading slash", "fi-x"},
		{"urn:nbn:de:gbv:089-332175294", CodeCheckDigit, core.Warning, "the check digit should be 7, not 4; or, if 4 ends the NBN string, the check digit 5 follows it (a rule of DNB's URN check-digit algorithm, beyond the nbn registration)", "dnb-urn-check", "Set the check digit to 7", "de:gbv:089-332175297"},
		{"urn:nbn:de:gbv:089-33217529x", CodeCheckDigit, core.Warning, "a URN in nbn:de ends with the DNB's check digit, here", "dnb-urn-check", "Append the check digit 2", "de:gbv:089-33217529x2"},
		{"urn:nbn:de:bsz:14-qu~x1", CodeNote, core.Info, `the DNB's check-digit table has no value for "~", so the check digit is not checked`, "dnb-urn-check", "", ""},
		{"urn:nbn:fin-x", CodeLength, core.Error, "the country code is two letters (ISO 3166-1 alpha-2), as fi or de; this one has 3", "", "", ""},
	})
}

// TestNBNDECheckDigitCase: the DNB's table lists capitals and its
// example converts "urn:nbn:de:gbv" with it, so a letter counts the same
// in either case.
func TestNBNDECheckDigitCase(t *testing.T) {
	sum, pos := 0, 1
	for _, c := range "urn:nbn:" {
		for _, d := range itoa(int(nbnDECodes[c])) {
			sum += pos * int(d-'0')
			pos++
		}
	}
	if sum != nbnDEPrefix || pos != 17 {
		t.Errorf("urn:nbn: weighs %d over %d digits, want nbnDEPrefix %d over 16", sum, pos-1, nbnDEPrefix)
	}
	for _, s := range []string{"de:gbv:089-332175294", "DE:GBV:089-332175294", "dE:gBv:089-332175294"} {
		if v, bad := nbnDEDigit(s); v != 5 || bad != -1 {
			t.Errorf("nbnDEDigit(%q) = %d, %d, want 5, -1 (the DNB's example)", s, v, bad)
		}
	}
}
