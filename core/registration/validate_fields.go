package registration

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// namespaceID checks the NID against the URN syntax of the layout's
// edition, then the rules for new formal NIDs of the layout: RFC 2611 §4
// ("not start with x-, urn-, XY-", "more than 2 letters long", not
// registered), draft-12 §6.1 and RFC 8141 §5.1 (not registered, not
// "urn-", more than two characters, not "aa-", not "xn--"-like; RFC 8141
// also not "X-"). An informal NID is "urn-" and a number, or left for
// IANA to assign.
func (v *validator) namespaceID(s *Section, text string) {
	if text == "" {
		v.nidChecks(s, false, false, false)
		return
	}
	nid, rest := nidWord(text)
	v.nid = nid
	low := strings.ToLower(text)
	if strings.Contains(low, "to be assigned") || strings.Contains(low, "assigned by iana") || nid == "" {
		v.checkValue("nid-syntax", s.ID, "the NID is left for IANA to assign (informal)", true, true)
		v.checkValue("nid-rules", s.ID, "an informal NID: IANA assigns \"urn-\" and the next number", true, true)
		v.find(s.ID, core.Info, CodeNIDInformal, v.l.Ref, "the NID is left for IANA to assign: an informal namespace gets \"urn-\" and the next number")
		v.nid = ""
		return
	}
	if rest != "" {
		v.find(s.ID, core.Info, CodeNIDExtra, s.Ref, "text after the NID "+quote(nid)+" is not part of it: "+quote(ascii.Clip(rest, 16)))
	}
	ed := v.l.Edition
	u := core.Read("urn:"+nid+":x", ed)
	ok := true
	for _, d := range u.Diagnostics {
		if d.Severity == core.Error && d.Start >= 4 && d.End <= 4+len(nid) {
			ok = false
			v.find(s.ID, core.Error, CodeNIDSyntax, d.Ref, "the NID "+quote(nid)+": "+d.Msg)
		}
	}
	if !ok {
		v.nidChecks(s, true, false, false)
		return
	}
	v.checkValue("nid-syntax", s.ID, "the NID conforms to the URN syntax", true, true)
	info := core.ClassifyNID(nid, ed)
	if info.Registered {
		v.find(s.ID, core.Info, CodeNIDRegistered, info.Ref, "IANA already lists "+quote(info.Namespace.NID)+" ("+info.Namespace.Reference+
			"): right for a revision of that registration, but a new request must choose another NID")
	}
	if info.Class == core.ClassInformal {
		v.checkValue("nid-rules", s.ID, "the NID is an informal \"urn-\" number", true, true)
		v.find(s.ID, core.Info, CodeNIDInformal, info.Ref, "an informal NID: IANA assigns \"urn-\" and the next number")
		return
	}
	why := ""
	switch {
	case info.Class == core.ClassReserved:
		why = info.Reason
	case info.Class == core.ClassExperimental:
		why = info.Reason
	}
	if !v.checkValue("nid-rules", s.ID, "the NID may be requested as a formal NID", true, why == "") {
		v.find(s.ID, core.Error, CodeNIDRule, info.Ref, "the NID "+quote(nid)+" cannot be a formal NID: "+why)
	}
}

// nidChecks records the NID's two checks when they cannot both be made:
// an empty NID leaves both to do; one that breaks the URN syntax fails
// the first and leaves the second (whether it may be a formal NID) to do.
func (v *validator) nidChecks(s *Section, filled, syntaxOK, rulesOK bool) {
	v.checkValue("nid-syntax", s.ID, "the NID conforms to the URN syntax", filled, syntaxOK)
	v.checkValue("nid-rules", s.ID, "the NID may be requested as a formal NID", filled && syntaxOK, rulesOK)
}

// nidWord finds the NID in the Namespace ID field: the word alone on a
// line ("Request is made for a formal assignment:" then "itu"), else the
// first word ("ISBN Requested of IANA."). rest is the other text.
func nidWord(text string) (nid, rest string) {
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Fields(line); len(f) == 1 {
			w, _ := firstWord(f[0])
			return w, strings.TrimSpace(strings.Replace(text, f[0], "", 1))
		}
	}
	return firstWord(text)
}

// firstWord splits text into its first word, without trailing
// punctuation, and the rest.
func firstWord(text string) (word, rest string) {
	text = strings.TrimSpace(text)
	i := strings.IndexAny(text, " \t\r\n")
	if i < 0 {
		i = len(text)
	}
	word, rest = text[:i], strings.TrimSpace(text[i:])
	word = strings.Trim(word, `"'.,;()[]<>`)
	return word, rest
}

// version: an integer ≥ 1 (RFC 2611 §3 "starting with 1, incrementing by
// 1"; draft-12 and RFC 8141 A.2), and Revision Information when > 1.
func (v *validator) version(s *Section, text string) {
	word, _ := firstWord(strings.TrimPrefix(strings.TrimSpace(text), "Version"))
	n, ok := atoiStrict(word)
	if !v.checkValue("version", s.ID, "the version is an integer ≥ 1", text != "", ok && n >= 1) {
		if text == "" {
			return
		}
		v.find(s.ID, core.Error, CodeVersion, s.Ref, "the version must be an integer starting with 1, not "+quote(ascii.Clip(text, 16)))
		return
	}
	if n > 1 && v.l.Section("revision") != nil {
		if !v.check("revision", "revision", "Revision Information describes the changes (version > 1)", strings.TrimSpace(v.r.Get("revision")) != "") {
			v.find("revision", core.Error, CodeRevision, v.l.Section("revision").Ref,
				"version "+itoa(n)+" revises an earlier registration: describe the changes under Revision Information")
		}
	}
}

// atoiStrict reads a number of one to six ASCII digits and nothing else.
func atoiStrict(s string) (int, bool) {
	n := 0
	if s == "" || len(s) > 6 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// date: a real calendar date written YYYY-MM-DD (RFC 2611 §3 after
// ISO 8601; draft-12 and RFC 8141 A.3).
func (v *validator) date(s *Section, text string) {
	word, _ := firstWord(strings.TrimPrefix(strings.TrimSpace(text), "Date:"))
	msg := validDate(word)
	if !v.checkValue("date", s.ID, "the date is a real YYYY-MM-DD date", text != "", msg == "") && text != "" {
		v.find(s.ID, core.Error, CodeDate, s.Ref, quote(ascii.Clip(text, 16))+" "+msg)
	}
}

// validDate returns "" for a real date in YYYY-MM-DD, or what is wrong.
func validDate(s string) string {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return "is not written YYYY-MM-DD"
	}
	y, ok1 := atoiStrict(s[:4])
	m, ok2 := atoiStrict(s[5:7])
	d, ok3 := atoiStrict(s[8:])
	if !ok1 || !ok2 || !ok3 {
		return "is not written YYYY-MM-DD with digits"
	}
	if m < 1 || m > 12 {
		return "has no month " + itoa(m)
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && (y%4 == 0 && y%100 != 0 || y%400 == 0) {
		days = 29
	}
	if d < 1 || d > days {
		return "is not a calendar date: " + s[:8] + " has " + itoa(days) + " days"
	}
	return ""
}
