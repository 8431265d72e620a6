package core

import (
	"strings"
	"unicode/utf8"
)

// Validation codes: one per check the validator makes.
const (
	CodeTplUnknownLayout   Code = "tpl-unknown-layout"   // the layout id is not one of the three
	CodeTplRequired        Code = "tpl-required"         // a required section is empty
	CodeTplPlaceholder     Code = "tpl-placeholder"      // a section holds a placeholder or the template's own guidance
	CodeTplControlChar     Code = "tpl-control-char"     // control characters in a field
	CodeTplTooLong         Code = "tpl-too-long"         // a field far longer than any real registration's
	CodeTplNIDSyntax       Code = "tpl-nid-syntax"       // the NID does not conform to the URN syntax
	CodeTplNIDRule         Code = "tpl-nid-rule"         // the NID breaks a rule for formal NIDs
	CodeTplNIDRegistered   Code = "tpl-nid-registered"   // IANA already lists the NID
	CodeTplNIDInformal     Code = "tpl-nid-informal"     // an informal NID, or one left for IANA to assign
	CodeTplNIDExtra        Code = "tpl-nid-extra-text"   // words after the NID in its field
	CodeTplVersion         Code = "tpl-version"          // the version is not an integer ≥ 1
	CodeTplRevision        Code = "tpl-revision-missing" // version > 1 without Revision Information
	CodeTplDate            Code = "tpl-date"             // not a real YYYY-MM-DD date
	CodeTplRegistrantName  Code = "tpl-registrant-name"  // no registrant name
	CodeTplRegistrantEmail Code = "tpl-registrant-email" // no well-formed e-mail address
	CodeTplEmailObfuscated Code = "tpl-email-obfuscated" // "&" written for "@", as IANA publishes addresses
	CodeTplNoExamples      Code = "tpl-no-examples"      // the syntax section gives no example URN
	CodeTplExample         Code = "tpl-example"          // an example URN does not conform, or uses another NID
	CodeTplComponents      Code = "tpl-components"       // draft-12/RFC 8141: r-/q-/f-components not described
)

// maxFieldBytes is where a field counts as suspiciously long: the longest
// section among IANA's 45 hosted registrations is about 40 KB.
const maxFieldBytes = 64 << 10

// TemplateCheck is one check of a registration, for the completeness
// score: what was checked and whether it passed.
type TemplateCheck struct {
	ID     string // stable: "required:purpose", "nid-syntax", "date", ...
	Field  string // the field it concerns
	Title  string
	Passed bool
}

// ExampleCheck is the reading of one example URN found in the Syntax
// section.
type ExampleCheck struct {
	URN        string
	Valid      bool // conforms to the layout's edition
	SameNID    bool // uses the registration's NID
	FirstError Code // the first error's code, when not Valid
}

// TemplateReport is everything the validator found.
type TemplateReport struct {
	Layout   string
	Findings []TemplateFinding
	Checks   []TemplateCheck
	Examples []ExampleCheck
	// Passed and Total count the checks; Score is Passed*100/Total.
	Passed, Total, Score int
	// Missing lists the required fields still empty, in template order.
	Missing []string
}

// Clean reports whether no finding is an error or a warning.
func (t *TemplateReport) Clean() bool {
	for _, f := range t.Findings {
		if f.Severity >= Warning {
			return false
		}
	}
	return true
}

// validator holds one validation in progress.
type validator struct {
	r      *Registration
	l      *Layout
	rep    *TemplateReport
	nid    string
	formal bool
}

// ValidateRegistration checks a filled template against its layout: the
// NID's syntax and the rules for formal NIDs, version, date, registrant,
// the example URNs in Syntax, required and placeholder sections. Every
// finding names its field and the spec section behind it.
func ValidateRegistration(r *Registration) *TemplateReport {
	rep := &TemplateReport{Layout: r.Layout}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		rep.Findings = append(rep.Findings, TemplateFinding{Field: "layout", Severity: Error, Code: CodeTplUnknownLayout,
			Msg: "unknown layout " + quote(r.Layout) + `: want "rfc2611", "draft-12" or "rfc8141"`})
		return rep
	}
	v := &validator{r: r, l: l, rep: rep}
	for _, s := range l.Sections {
		v.section(&s)
	}
	v.fieldHygiene()
	for _, c := range rep.Checks {
		rep.Total++
		if c.Passed {
			rep.Passed++
		}
	}
	if rep.Total > 0 {
		rep.Score = rep.Passed * 100 / rep.Total
	}
	return rep
}

func (v *validator) find(field string, sev Severity, code Code, ref Ref, msg string) {
	v.rep.Findings = append(v.rep.Findings, TemplateFinding{Field: field, Severity: sev, Code: code, Msg: msg, Ref: ref})
}

func (v *validator) check(id, field, title string, passed bool) bool {
	v.rep.Checks = append(v.rep.Checks, TemplateCheck{ID: id, Field: field, Title: title, Passed: passed})
	return passed
}

// section runs the checks of one section: present if required, not a
// placeholder, then the checks of its kind.
func (v *validator) section(s *Section) {
	text := strings.TrimSpace(v.r.Get(s.ID))
	hasSub := false
	for _, sf := range s.SubFields {
		if strings.TrimSpace(v.r.Get(s.ID+"."+sf.ID)) != "" {
			hasSub = true
		}
	}
	empty := text == "" && !hasSub
	if s.Required {
		if !v.check("required:"+s.ID, s.ID, s.Label+" is filled in", !empty) {
			v.rep.Missing = append(v.rep.Missing, s.ID)
			if h := v.extraLike(s); h != "" {
				v.find(s.ID, Warning, CodeTplRequired, s.Ref, s.Label+" is empty, but the section headed "+quote(h)+
					" may be meant for it: use the template's heading "+quote(s.Label))
			} else {
				v.find(s.ID, Error, CodeTplRequired, s.Ref, s.Label+" is required and empty")
			}
			if s.Kind != FieldRegistrant {
				return
			}
		}
	}
	if text != "" {
		if why := placeholder(text, s); why != "" {
			v.check("real:"+s.ID, s.ID, s.Label+" is not a placeholder", false)
			v.find(s.ID, Warning, CodeTplPlaceholder, s.Ref, s.Label+" "+why)
		}
	}
	switch s.Kind {
	case FieldNID:
		v.namespaceID(s, text)
	case FieldVersion:
		v.version(s, text)
	case FieldDate:
		v.date(s, text)
	case FieldRegistrant:
		v.registrant(s)
	}
	if s.ID == "syntax" && text != "" {
		v.syntax(s, text)
	}
}

// extraLike finds an extra section whose heading names s ("ISBN
// assignment" for Assignment), so that a registration that renamed a
// heading is told which one.
func (v *validator) extraLike(s *Section) string {
	for _, x := range v.r.Extra {
		h := strings.ToLower(x.Heading)
		for _, name := range append([]string{s.Label}, s.Aliases...) {
			if strings.Contains(h, strings.ToLower(name)) && strings.TrimSpace(x.Text) != "" {
				return x.Heading
			}
		}
	}
	return ""
}

// placeholder says why a section's text is not a real answer, or "".
func placeholder(text string, s *Section) string {
	low := strings.ToLower(text)
	for _, p := range []string{"tbd", "todo", "to be determined", "fixme", "xxx", "lorem ipsum", "insert ", "fill in"} {
		if low == p || strings.HasPrefix(low, p+" ") || strings.HasPrefix(low, p+":") || strings.HasPrefix(low, "["+p) || strings.HasPrefix(low, "<"+p) {
			return "holds a placeholder (" + quote(text[:min(len(text), 24)]) + ")"
		}
	}
	if strings.HasPrefix(low, "<") && strings.HasSuffix(low, ">") && !strings.Contains(low, "\n") {
		return "holds a placeholder in angle brackets (" + quote(text) + ")"
	}
	// The template's own words copied in place of an answer: draft-12
	// A.5 says only "Described under Section 7.3.1 of this document".
	if strings.HasPrefix(low, "described under section") {
		return "repeats the template's pointer to the guidance instead of answering it"
	}
	if s.Intro != "" && len(s.Intro) > 30 && strings.Contains(normalizeSpace(low), strings.ToLower(normalizeSpace(s.Intro))) {
		return "repeats the template's guidance instead of answering it"
	}
	return ""
}

// namespaceID checks the NID against the URN syntax of the layout's
// edition, then the rules for new formal NIDs of the layout: RFC 2611 §4
// ("not start with x-, urn-, XY-", "more than 2 letters long", not
// registered), draft-12 §6.1 and RFC 8141 §5.1 (not registered, not
// "urn-", more than two characters, not "aa-", not "xn--"-like; RFC 8141
// also not "X-"). An informal NID is "urn-" and a number, or left for
// IANA to assign.
func (v *validator) namespaceID(s *Section, text string) {
	if text == "" {
		return
	}
	nid, rest := nidWord(text)
	v.nid = nid
	low := strings.ToLower(text)
	if strings.Contains(low, "to be assigned") || strings.Contains(low, "assigned by iana") || nid == "" {
		v.check("nid-syntax", s.ID, "the NID is left for IANA to assign (informal)", true)
		v.find(s.ID, Info, CodeTplNIDInformal, v.l.Ref, "the NID is left for IANA to assign: an informal namespace gets \"urn-\" and the next number")
		v.nid = ""
		return
	}
	if rest != "" {
		v.find(s.ID, Info, CodeTplNIDExtra, s.Ref, "text after the NID "+quote(nid)+" is not part of it: "+quote(clip(rest)))
	}
	ed := v.l.Edition
	u := Read("urn:"+nid+":x", ed)
	ok := true
	for _, d := range u.Diagnostics {
		if d.Severity == Error && d.Start >= 4 && d.End <= 4+len(nid) {
			ok = false
			v.find(s.ID, Error, CodeTplNIDSyntax, d.Ref, "the NID "+quote(nid)+": "+d.Msg)
		}
	}
	if !v.check("nid-syntax", s.ID, "the NID conforms to the URN syntax", ok) {
		return
	}
	info := ClassifyNID(nid, ed)
	v.formal = info.Class != ClassInformal
	if info.Registered {
		v.find(s.ID, Info, CodeTplNIDRegistered, info.Ref, "IANA already lists "+quote(info.Namespace.NID)+" ("+info.Namespace.Reference+
			"): right for a revision of that registration, but a new request must choose another NID")
	}
	if info.Class == ClassInformal {
		v.check("nid-rules", s.ID, "the NID is an informal \"urn-\" number", true)
		v.find(s.ID, Info, CodeTplNIDInformal, info.Ref, "an informal NID: IANA assigns \"urn-\" and the next number")
		return
	}
	why := ""
	switch {
	case info.Class == ClassReserved:
		why = info.Reason
	case info.Class == ClassExperimental:
		why = info.Reason
	}
	if !v.check("nid-rules", s.ID, "the NID may be requested as a formal NID", why == "") {
		v.find(s.ID, Error, CodeTplNIDRule, info.Ref, "the NID "+quote(nid)+" cannot be a formal NID: "+why)
	}
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
	if text == "" {
		return
	}
	word, _ := firstWord(strings.TrimPrefix(strings.TrimSpace(text), "Version"))
	n, err := atoiStrict(word)
	if !v.check("version", s.ID, "the version is an integer ≥ 1", err == nil && n >= 1) {
		v.find(s.ID, Error, CodeTplVersion, s.Ref, "the version must be an integer starting with 1, not "+quote(clip(text)))
		return
	}
	if n > 1 && v.l.Section("revision") != nil {
		if !v.check("revision", "revision", "Revision Information describes the changes (version > 1)", strings.TrimSpace(v.r.Get("revision")) != "") {
			v.find("revision", Error, CodeTplRevision, v.l.Section("revision").Ref,
				"version "+itoa(n)+" revises an earlier registration: describe the changes under Revision Information")
		}
	}
}

func atoiStrict(s string) (int, error) {
	n := 0
	if s == "" || len(s) > 6 {
		return 0, errSyntax
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, errSyntax
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, nil
}

type syntaxError struct{}

func (syntaxError) Error() string { return "invalid syntax" }

var errSyntax error = syntaxError{}

// date: a real calendar date written YYYY-MM-DD (RFC 2611 §3 after
// ISO 8601; draft-12 and RFC 8141 A.3).
func (v *validator) date(s *Section, text string) {
	if text == "" {
		return
	}
	word, _ := firstWord(strings.TrimPrefix(strings.TrimSpace(text), "Date:"))
	msg := validDate(word)
	if !v.check("date", s.ID, "the date is a real YYYY-MM-DD date", msg == "") {
		v.find(s.ID, Error, CodeTplDate, s.Ref, quote(clip(text))+" "+msg)
	}
}

// validDate returns "" for a real date in YYYY-MM-DD, or what is wrong.
func validDate(s string) string {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return "is not written YYYY-MM-DD"
	}
	y, e1 := atoiStrict(s[:4])
	m, e2 := atoiStrict(s[5:7])
	d, e3 := atoiStrict(s[8:])
	if e1 != nil || e2 != nil || e3 != nil {
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

// registrant: RFC 2611 §3 requires a name and an e-mail address;
// draft-12 and RFC 8141 A.4 ask for the organization and the contact
// person's name and contact information.
func (v *validator) registrant(s *Section) {
	all := v.r.Get(s.ID)
	for _, sf := range s.SubFields {
		all += "\n" + v.r.Get(s.ID+"."+sf.ID)
	}
	// Some registrations give the contact a heading of its own
	// ("Registrant Contact:").
	for _, x := range v.r.Extra {
		if h := strings.ToLower(x.Heading); strings.Contains(h, "registrant") || strings.Contains(h, "contact") {
			all += "\n" + x.Text
		}
	}
	name := strings.TrimSpace(v.r.Get(s.ID + ".name"))
	if name == "" && strings.TrimSpace(v.r.Get(s.ID)) != "" {
		// Free text: its first line usually names someone.
		name, _, _ = strings.Cut(strings.TrimSpace(v.r.Get(s.ID)), "\n")
	}
	if !v.check("registrant-name", s.ID+".name", "the registrant is named", name != "") {
		v.find(s.ID+".name", Error, CodeTplRegistrantName, s.Ref, "the registrant's name is missing")
	}
	email, obfuscated := findEmail(all)
	if !v.check("registrant-email", s.ID+".email", "the registrant has a well-formed e-mail address", email != "") {
		v.find(s.ID+".email", Error, CodeTplRegistrantEmail, s.Ref, "no well-formed e-mail address for the registrant")
		return
	}
	if obfuscated {
		v.find(s.ID+".email", Info, CodeTplEmailObfuscated, s.Ref, quote(email)+` spells out "@" (IANA publishes addresses with "&" for it); a request sends the real address`)
	}
}

// findEmail finds the first well-formed address (local@domain.tld) in
// text, also in IANA's published form with "&" for "@".
func findEmail(text string) (string, bool) {
	words := strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '<' || r == '>' || r == '(' || r == ')' || r == ',' || r == ';'
	})
	for i, w := range words {
		// "evan at wikitravel.org": an address spelt out against spam.
		if strings.EqualFold(w, "at") && i > 0 && i+1 < len(words) && wellFormedEmail(strings.Trim(words[i-1], `."'[]:`), strings.Trim(words[i+1], `."'[]`)) {
			return strings.Trim(words[i-1], `."'[]:`) + " at " + strings.Trim(words[i+1], `."'[]`), true
		}
	}
	for _, w := range words {
		w = strings.TrimPrefix(strings.Trim(w, `."'[]`), "mailto:")
		for _, at := range []byte{'@', '&'} {
			if i := strings.IndexByte(w, at); i > 0 && wellFormedEmail(w[:i], w[i+1:]) {
				return w, at == '&'
			}
		}
	}
	return "", false
}

func wellFormedEmail(local, domain string) bool {
	if local == "" || len(local) > 64 || !strings.Contains(domain, ".") || strings.HasPrefix(domain, ".") || strings.HasSuffix(domain, ".") {
		return false
	}
	for i := 0; i < len(local); i++ {
		if c := local[i]; classOf[c]&(letNum|cUnreserved|cSubDelim|cHyphen) == 0 || c == '&' {
			return false
		}
	}
	for _, label := range strings.Split(domain, ".") {
		if label == "" || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for i := 0; i < len(label); i++ {
			if classOf[label[i]]&ldh == 0 {
				return false
			}
		}
	}
	return true
}

// syntax reads every example URN of the Syntax section with the layout's
// edition: each must conform and use the registration's NID. Under
// draft-12 and RFC 8141 it notes whether the r-, q- and f-components are
// described (draft-12 A.6; RFC 8141 §2.3).
func (v *validator) syntax(s *Section, text string) {
	ed := v.l.Edition
	for x := range ExtractSeq(text, ExtractOptions{Edition: ed}) {
		u := x.Read()
		if isPattern(text, x, u) {
			continue
		}
		ex := ExampleCheck{URN: x.Text, Valid: x.Valid}
		ex.SameNID = v.nid != "" && equalFold(u.Text(u.NID), v.nid) || v.nid == "" && isInformalPattern(u.Text(u.NID))
		if d, ok := u.Diagnostics.FirstError(); ok {
			ex.FirstError = d.Code
		}
		v.rep.Examples = append(v.rep.Examples, ex)
	}
	if !v.check("examples", s.ID, "the Syntax section gives example URNs", len(v.rep.Examples) > 0) {
		v.find(s.ID, Info, CodeTplNoExamples, s.Ref, "no example URN found: examples let readers (and this validator) check the syntax")
	}
	bad := 0
	for _, ex := range v.rep.Examples {
		switch {
		case !ex.Valid:
			bad++
			v.find(s.ID, Warning, CodeTplExample, s.Ref, "the example "+quote(clip(ex.URN))+" is not a valid "+ed.Info().Name+" URN ("+string(ex.FirstError)+")")
		case !ex.SameNID:
			bad++
			v.find(s.ID, Warning, CodeTplExample, s.Ref, "the example "+quote(clip(ex.URN))+" does not use this registration's NID "+quote(v.nid))
		}
	}
	if len(v.rep.Examples) > 0 {
		v.check("examples-valid", s.ID, "every example URN conforms and uses this NID", bad == 0)
	}
	if ed == Draft12 || ed == RFC8141 {
		low := strings.ToLower(text)
		described := false
		for _, w := range []string{"r-component", "q-component", "f-component", "rq-component", "components", "fragment"} {
			if strings.Contains(low, w) {
				described = true
			}
		}
		if !v.check("components", s.ID, "says whether r-, q- and f-components are used", described) {
			ref := s.Ref
			if ed == RFC8141 {
				ref = refRFC8141Components
			}
			v.find(s.ID, Info, CodeTplComponents, ref, "does not say whether r-, q- or f-components are used; "+
				"unless a registration says otherwise they are not allowed for the namespace")
		}
	}
}

var refRFC8141Components = ref("rfc8141", "2.3")

// isPattern tells a URN pattern or a mention of the namespace from an
// example: "urn:csa:{NSS}", "urn:urn-<n>:x", "urn:####:x", the prefix
// "urn:dev:" of an ABNF rule, or "urn:c2pa" naming the namespace.
func isPattern(text string, x Found, u *URN) bool {
	if x.End < len(text) && strings.IndexByte("{<[*", text[x.End]) >= 0 {
		return true // a placeholder continues it
	}
	if u.NSS.Len() == 0 {
		return true // no NSS: a prefix or a mention
	}
	nid := u.Text(u.NID)
	if hasPrefixFold(nid, "urn-") && !isInformalNumber(nid[4:], true) {
		return true // "urn:urn-n:…", "urn:urn-X:…": the number still to come
	}
	return strings.ContainsAny(nid, "#*<>{}[]")
}

// isInformalPattern accepts the placeholder NIDs informal templates print
// before IANA assigns one: "urn-<n>", "urn-X".
func isInformalPattern(nid string) bool { return hasPrefixFold(nid, "urn-") }

// fieldHygiene reports control characters and oversized fields, in every
// field of the registration.
func (v *validator) fieldHygiene() {
	for _, id := range v.l.FieldIDs() {
		text := v.r.Get(id)
		if len(text) > maxFieldBytes {
			v.find(id, Warning, CodeTplTooLong, v.l.Ref, "this field holds "+itoa(len(text)>>10)+" KB; the longest section of any registration IANA hosts is about 40 KB")
		}
		for i, r := range text {
			if r == utf8.RuneError || r < 0x20 && r != '\n' && r != '\t' && r != '\r' || r == 0x7F {
				v.find(id, Warning, CodeTplControlChar, v.l.Ref, "a control or invalid character at byte "+itoa(i)+": plain-text registrations hold printable text")
				break
			}
		}
	}
}

// normalizeSpace folds runs of white space to one space.
func normalizeSpace(s string) string { return strings.Join(strings.Fields(s), " ") }
