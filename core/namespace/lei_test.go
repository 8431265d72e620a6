package namespace

import "testing"

// TestNamespaceLEI: the IANA template for lei's example
// (7LTWFZYICNSX8D621K86) and other real LEIs, with corrupted check
// digits, lower-case letters and the forms ruled out.
func TestNamespaceLEI(t *testing.T) {
	const parts = "lei-lou lei-entity lei-check"
	checkNS(t, []nsCase{
		{"urn:LEI:7LTWFZYICNSX8D621K86", Conforms, "", parts, ""},
		{"urn:lei:HWUPKR0MPOU8FGXBT394", Conforms, "", parts, ""},
		{"urn:lei:506700GE1G29325QX363", Conforms, "", parts, ""},
		{"urn:lei:5493000IBP32UQZ0KL24", Conforms, "", parts, ""},
		{"urn:lei:7LTWFZYICNSX8D621K87", Violates, "ns-check-digit", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:HWUPKR0MPOU8FGXBT349", Violates, "ns-check-digit", parts, "HWUPKR0MPOU8FGXBT394"},
		{"urn:lei:7ltwfzyicnsx8d621k86", Conforms, "ns-case", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:7LTWFZYICNSX8D621K8A", Violates, "ns-char", "unread", ""},
		{"urn:lei:7LTWFZYICNSX8D621K8", Violates, "ns-length", "unread", ""},
		{"urn:lei:7LTWFZYICNSX-8D621K86", Violates, "ns-char", "unread", ""},
	})
}
