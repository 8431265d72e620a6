package namespace

import "testing"

// TestNamespaceMPEG: RFC 3614 §2's "urn:mpeg:{standard name}:{assigned
// US-ASCII string}", its §3 examples, and real MPEG URNs (the DASH MPD
// schema of ISO/IEC 23009-1, an MPEG-21 DII namespace): either part
// missing, or the ":" between them, and a character outside US-ASCII
// (the fix percent-encodes it).
func TestNamespaceMPEG(t *testing.T) {
	const parts = "mpeg-standard separator mpeg-assigned"
	checkNS(t, []nsCase{
		{"urn:mpeg:mpeg7:schema:2001", Conforms, "", parts, ""},
		{"urn:mpeg:mpeg7:cs:VideoDomainCS:2001", Conforms, "", parts, ""},
		{"urn:mpeg:mpeg7:cs:GenreCS:2001", Conforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:ContentCS:2001", Conforms, "", "", ""},
		{"urn:mpeg:dash:schema:mpd:2011", Conforms, "", parts, ""},
		{"urn:mpeg:mpeg21:2002:01-DII-NS", Conforms, "", "", ""},
		{"urn:mpeg:mpeg7", Violates, "ns-syntax", "mpeg-standard", ""},
		{"urn:mpeg:mpeg7:", Violates, "ns-syntax", "mpeg-standard separator", ""},
		{"urn:mpeg::schema", Violates, "ns-syntax", "separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg7:é", Violates, "ns-char", parts, "mpeg7:%C3%A9"},
		{"urn:mpeg:mpég7:x", Violates, "ns-char", parts, "mp%C3%A9g7:x"},
	})
	checkNSFirst(t, "urn:mpeg:mpeg7", `after the standard name come ":" and the string MPEG assigns (mpeg7:schema:2001)`, "")
	checkNSFirst(t, "urn:mpeg:mpeg7:é", `"é" is not US-ASCII, and the assigned string is a US-ASCII string: percent-encode it as %C3%A9`, `Percent-encode "é" as %C3%A9`)
}
