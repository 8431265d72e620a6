package core

import (
	"strings"
	"testing"
)

func TestClassifyNID(t *testing.T) {
	for _, c := range []struct {
		nid  string
		ed   Edition
		want NIDClass
		reg  bool
		why  string
	}{
		{"isbn", RFC8141, ClassFormal, true, "IANA formal (RFC 3187)"},
		{"ISBN", RFC2141, ClassFormal, true, "case-insensitive, RFC 2141 §2.1"},
		{"urn-7", RFC8141, ClassInformal, true, "IANA informal"},
		{"urn-42", RFC8141, ClassInformal, false, "RFC 8141 §5.2: urn- Number"},
		{"urn-042", RFC8141, ClassReserved, false, "RFC 8141 §5.2: no leading zeros"},
		{"urn-042", RFC2141, ClassInformal, false, "RFC 2611 §4: strictly digits, zeros allowed"},
		{"urn-x", RFC8141, ClassReserved, false, "RFC 8141 §5.1: must not start with urn-"},
		{"urn", RFC8141, ClassReserved, false, "RFC 2141 §2.1"},
		{"X-foo", RFC2141, ClassExperimental, false, "RFC 2611 §4"},
		{"x-foo", RFC8141, ClassExperimental, false, "RFC 8141 §5 removed it"},
		{"X-1", RFC2141, ClassExperimental, false, "RFC 2611 §4: X-<NID>, a NID may begin with a digit"},
		// "X-" with no NID after it is not X-<NID>.
		{"X-", RFC2141, ClassReserved, false, "RFC 2611 §4: formal NIDs not x- and more than 2 long"},
		{"x-", Draft03, ClassReserved, false, "RFC 2611 §4: formal NIDs not x- and more than 2 long"},
		{"X-", Draft12, ClassReserved, false, "draft-12 §6.1: more than two characters"},
		{"X-", RFC8141, ClassReserved, false, "RFC 8141 §5.1: more than two characters, not X-"},
		{"X--a", RFC2141, ClassReserved, false, "RFC 2611 §4: <NID> begins with <let-num>; formal NIDs not x-"},
		{"X--a", Draft12, ClassFormal, false, "draft-12 §6.1 has no X- rule and X--a is not X-<NID>"},
		{"X--a", RFC8141, ClassReserved, false, "RFC 8141 §5.1: not X-"},
		{"de", RFC8141, ClassReserved, false, "RFC 8141 §5.1: more than two characters"},
		{"a1", RFC8141, ClassReserved, false, "two characters or fewer"},
		{"de-nbn", RFC8141, ClassReserved, false, "aa- prefix"},
		{"xn--abc", RFC8141, ClassReserved, false, "xx-- prefix"},
		{"xn--abc", RFC2141, ClassReserved, false, "RFC 2611 §4 XY- prefix"},
		{"a-b", RFC8141, ClassFormal, false, "one letter and a hyphen is not aa-"},
		{"foo", RFC8141, ClassFormal, false, "a formal candidate"},
		{"1ab-c", RFC8141, ClassFormal, false, "a digit first is not aa-"},
	} {
		got := ClassifyNID(c.nid, c.ed)
		if got.Class != c.want || got.Registered != c.reg {
			t.Errorf("ClassifyNID(%q, %s) = %s registered=%v; want %s registered=%v (%s)", c.nid, c.ed, got.Class, got.Registered, c.want, c.reg, c.why)
		}
		if (got.Class == ClassReserved || got.Class == ClassExperimental) && got.Reason == "" {
			t.Errorf("%q: no reason given", c.nid)
		}
		if got.Ref.Doc == "" {
			t.Errorf("%q: no section", c.nid)
		}
	}
	if n := testing.AllocsPerRun(100, func() { ClassifyNID("xn--abc", RFC8141) }); n != 0 {
		t.Errorf("ClassifyNID allocates %v times", n)
	}
}

// TestTwoLetterNIDReason: a two-letter NID is reserved for country codes
// under RFC 2611 §4 (its NOTE) and draft-12 §6.1 ("All two-letter
// strings"); RFC 8141 §5.1 item 3 only asks for more than two characters,
// and reserves two letters followed by "-" for country codes.
func TestTwoLetterNIDReason(t *testing.T) {
	for _, c := range []struct {
		ed      Edition
		country bool
	}{{RFC2141, true}, {Draft03, true}, {Draft12, true}, {RFC8141, false}} {
		got := ClassifyNID("de", c.ed)
		if got.Class != ClassReserved {
			t.Errorf("%s: de is %s, want reserved", c.ed, got.Class)
		}
		if country := strings.Contains(got.Reason, "country codes"); country != c.country {
			t.Errorf("%s: de's reason %q, want country codes named: %v", c.ed, got.Reason, c.country)
		}
	}
	if got := ClassifyNID("de-x", RFC8141); !strings.Contains(got.Reason, "country codes") {
		t.Errorf("RFC 8141: de-x's reason %q, want the aa- reservation for country codes", got.Reason)
	}
}
