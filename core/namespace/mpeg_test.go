package namespace

import "testing"

// TestNamespaceMPEG: RFC 3614 §2's "urn:mpeg:{standard name}:{assigned
// US-ASCII string}", its §3 examples, and real MPEG URNs (the DASH MPD
// schema of ISO/IEC 23009-1, an MPEG-21 DII namespace).
func TestNamespaceMPEG(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:mpeg:mpeg7:schema:2001", Conforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg7:cs:VideoDomainCS:2001", Conforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:GenreCS:2001", Conforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:ContentCS:2001", Conforms, "", "", ""},
		{"urn:mpeg:dash:schema:mpd:2011", Conforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg21:2002:01-DII-NS", Conforms, "", "", ""},
		{"urn:mpeg:mpeg7", Violates, "ns-syntax", "mpeg-standard", ""},
		{"urn:mpeg:mpeg7:", Violates, "ns-syntax", "mpeg-standard separator", ""},
		{"urn:mpeg::schema", Violates, "ns-syntax", "", ""},
		{"urn:mpeg:mpeg7:é", Violates, "ns-char", "", ""},
	})
}
