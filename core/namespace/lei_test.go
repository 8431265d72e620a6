package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceLEI: the IANA template for lei's example
// (7LTWFZYICNSX8D621K86) and other real LEIs, with corrupted check
// digits, lower-case letters and the forms ruled out. The registration
// asks for 20 letters and digits; the check digits are ISO 17442's, as
// GLEIF describes them, beyond it: warnings.
func TestNamespaceLEI(t *testing.T) {
	const parts = "lei-lou lei-entity lei-check"
	checkNS(t, []nsCase{
		{"urn:LEI:7LTWFZYICNSX8D621K86", Conforms, "", parts, ""},
		{"urn:lei:7LTWFZYICNSX8D621K86", Conforms, "", parts, ""},
		{"urn:lei:HWUPKR0MPOU8FGXBT394", Conforms, "", parts, ""},
		{"urn:lei:506700GE1G29325QX363", Conforms, "", parts, ""},
		{"urn:lei:5493000IBP32UQZ0KL24", Conforms, "", parts, ""},
		{"urn:lei:7LTWFZYICNSX8D621K87", Conforms, "ns-check-digit", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:HWUPKR0MPOU8FGXBT349", Conforms, "ns-check-digit", parts, "HWUPKR0MPOU8FGXBT394"},
		// Letters where ISO 17442 has its check digits: the registration
		// allows them; GLEIF's structure does not.
		{"urn:lei:7LTWFZYICNSX8D621K8A", Conforms, "ns-check-digit", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:7ltwfzyicnsx8d621k86", Conforms, "ns-case", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:7LTWFZYICNSX8D621K8", Violates, "ns-length", "unread", ""},
		{"urn:lei:7LTWFZYICNSX8D621K866", Violates, "ns-length", "unread", ""},
		{"urn:lei:7LTWFZYICNSX-8D621K86", Violates, "ns-char", "unread", ""},
	})
	nsWantMsgs(t, []nsMsg{
		{"urn:lei:7LTWFZYICNSX-8D621K86", "ns-char", "\"-\" cannot appear here: an LEI is 20 letters (A-Z) and digits", ""},
		{"urn:lei:7LTWFZYICNSX8D621K8A", "ns-check-digit", "the check digits should be 86, not 8A, by ISO/IEC 7064 MOD 97-10 (a rule of GLEIF", "Set the check digits to 86"},
		{"urn:lei:7ltwfzyicnsx8d621k86", "ns-case", "an LEI's letters are upper-case", "Write the letters in upper case"},
	})
	d := Read(core.Read("urn:lei:7LTWFZYICNSX8D621K87", core.RFC8141)).Diagnostics[0]
	if d.Severity != core.Warning || d.Ref != citeLEIStructure.Ref || !citeLEIStructure.Beyond {
		t.Errorf("wrong check digits: %v citing %v, want a warning citing %v", d.Severity, d.Ref, citeLEIStructure.Ref)
	}
}
