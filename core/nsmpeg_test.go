package core

import "testing"

// TestNamespaceMPEG: RFC 3614 §2's "urn:mpeg:{standard name}:{assigned
// US-ASCII string}", its §3 examples, and real MPEG URNs (the DASH MPD
// schema of ISO/IEC 23009-1, an MPEG-21 DII namespace).
func TestNamespaceMPEG(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:mpeg:mpeg7:schema:2001", NSConforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg7:cs:VideoDomainCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:GenreCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:ContentCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:dash:schema:mpd:2011", NSConforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg21:2002:01-DII-NS", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7", NSViolates, "ns-syntax", "mpeg-standard", ""},
		{"urn:mpeg:mpeg7:", NSViolates, "ns-syntax", "mpeg-standard separator", ""},
		{"urn:mpeg::schema", NSViolates, "ns-syntax", "", ""},
		{"urn:mpeg:mpeg7:é", NSViolates, "ns-char", "", ""},
	})
	checkNSEquivalence(t, []nsEquivCase{
		// RFC 3614 §2: "The "standard name" is case-insensitive"; "The
		// remainder of the identifier must be considered case-sensitive."
		{"urn:mpeg:MPEG7:schema:2001", "urn:mpeg:mpeg7:schema:2001", true, "mpeg-standard-case"},
		{"urn:mpeg:Mpeg21:2002:01-DII-NS", "urn:MPEG:mpeg21:2002:01-DII-NS", true, "mpeg-standard-case"},
		{"urn:mpeg:mpeg7:Schema:2001", "urn:mpeg:mpeg7:schema:2001", false, ""},
	})
}
