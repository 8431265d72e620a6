package registration

import (
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
)

// Validation codes: one per check the validator makes.
const (
	CodeUnknownLayout   core.Code = "tpl-unknown-layout"   // the layout id is not one of the three
	CodeRequired        core.Code = "tpl-required"         // a required section is empty
	CodePlaceholder     core.Code = "tpl-placeholder"      // a section holds a placeholder or the template's own guidance
	CodeControlChar     core.Code = "tpl-control-char"     // control characters in a field
	CodeTooLong         core.Code = "tpl-too-long"         // a field far longer than any real registration's
	CodeNIDSyntax       core.Code = "tpl-nid-syntax"       // the NID does not conform to the URN syntax
	CodeNIDRule         core.Code = "tpl-nid-rule"         // the NID breaks a rule for formal NIDs
	CodeNIDRegistered   core.Code = "tpl-nid-registered"   // IANA already lists the NID
	CodeNIDInformal     core.Code = "tpl-nid-informal"     // an informal NID, or one left for IANA to assign
	CodeNIDExtra        core.Code = "tpl-nid-extra-text"   // words after the NID in its field
	CodeVersion         core.Code = "tpl-version"          // the version is not an integer ≥ 1
	CodeRevision        core.Code = "tpl-revision-missing" // version > 1 without Revision Information
	CodeDate            core.Code = "tpl-date"             // not a real YYYY-MM-DD date
	CodeRegistrantName  core.Code = "tpl-registrant-name"  // no registrant name
	CodeRegistrantEmail core.Code = "tpl-registrant-email" // no well-formed e-mail address
	CodeEmailObfuscated core.Code = "tpl-email-obfuscated" // "&" written for "@", as IANA publishes addresses
	CodeNoExamples      core.Code = "tpl-no-examples"      // the syntax section gives no example URN
	CodeExample         core.Code = "tpl-example"          // an example URN does not conform, or uses another NID
	CodeComponents      core.Code = "tpl-components"       // draft-12/RFC 8141: r-/q-/f-components not described
)

// maxFieldBytes is where a field counts as suspiciously long: the longest
// section among IANA's 45 hosted registrations is about 40 KB.
const maxFieldBytes = 64 << 10

// Check is one check of a registration, for the completeness score:
// what was checked and whether it passed.
type Check struct {
	ID     string // stable: "required:purpose", "nid-syntax", "date", ...
	Field  string // the field it concerns
	Title  string
	Passed bool
	// Failed is set when the check did not pass because what the field
	// holds is wrong (an error), not because it is missing: a page marks
	// it as it marks the field's error, not as a step still to do.
	Failed bool
}

// ExampleCheck is the reading of one example URN found in the Syntax
// section.
type ExampleCheck struct {
	URN        string
	Valid      bool      // conforms to the layout's edition
	SameNID    bool      // uses the registration's NID
	FirstError core.Code // the first error's code, when not Valid
	ErrorAt    int       // where the first error begins, a byte offset in URN
	ErrorMsg   string    // the first error's message
}

// Report is everything the validator found.
type Report struct {
	Layout string
	// NID is the namespace identifier the registration requests, as
	// read from its field ("ISBN" from "ISBN Requested of IANA."); ""
	// when it is empty or left for IANA to assign.
	NID      string
	Findings []Finding
	Checks   []Check
	Examples []ExampleCheck
	// Passed and Total count the checks; Score is Passed*100/Total.
	Passed, Total, Score int
	// Missing lists the required fields still empty, in template order.
	Missing []string
}

// Clean reports whether no finding is an error or a warning.
func (rep *Report) Clean() bool {
	for _, f := range rep.Findings {
		if f.Severity >= core.Warning {
			return false
		}
	}
	return true
}

// validator holds one validation in progress.
type validator struct {
	r   *Registration
	l   *Layout
	rep *Report
	nid string // the NID the registration requests, "" for one left to IANA
}

// Validate checks a filled template against its layout: the NID's syntax
// and the rules for formal NIDs, version, date, registrant, the example
// URNs in Syntax, required and placeholder sections. Every finding names
// its field and the spec section behind it; every check counts towards
// the completeness score.
func Validate(r *Registration) *Report {
	rep := &Report{Layout: r.Layout}
	l, ok := LayoutByID(r.Layout)
	if !ok {
		rep.Findings = append(rep.Findings, Finding{Field: "layout", Severity: core.Error, Code: CodeUnknownLayout,
			Msg: "unknown layout " + quote(r.Layout) + `: want "rfc2611", "draft-12" or "rfc8141"`})
		return rep
	}
	v := &validator{r: r, l: l, rep: rep}
	for _, s := range l.Sections {
		v.section(&s)
	}
	v.fieldHygiene()
	rep.NID = v.nid
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

// find reports a finding.
func (v *validator) find(field string, sev core.Severity, code core.Code, ref core.Ref, msg string) {
	v.rep.Findings = append(v.rep.Findings, Finding{Field: field, Severity: sev, Code: code, Msg: msg, Ref: ref})
}

// check records a check for the score and returns whether it passed;
// one that did not is still to do. Every check of a layout is recorded
// whatever the fields hold (an empty value's check as not passed), so
// that the count of checks stays the same as the user types.
func (v *validator) check(id, field, title string, passed bool) bool {
	v.rep.Checks = append(v.rep.Checks, Check{ID: id, Field: field, Title: title, Passed: passed})
	return passed
}

// checkValue records a check of a value: not passed and not failed when
// the value is missing, else passed or failed.
func (v *validator) checkValue(id, field, title string, filled, passed bool) bool {
	v.rep.Checks = append(v.rep.Checks, Check{ID: id, Field: field, Title: title, Passed: filled && passed, Failed: filled && !passed})
	return filled && passed
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
	why := ""
	if text != "" {
		why = placeholder(text, s)
	}
	if s.Required {
		// A placeholder ("<your text here>") is not filling it in.
		if !v.checkValue("required:"+s.ID, s.ID, s.Label+" is filled in", !empty, why == "") && empty {
			v.rep.Missing = append(v.rep.Missing, s.ID)
			if h := v.extraLike(s); h != "" {
				v.find(s.ID, core.Warning, CodeRequired, s.Ref, s.Label+" is empty, but the section headed "+quote(h)+
					" may be meant for it: use the template's heading "+quote(s.Label))
			} else {
				v.find(s.ID, core.Error, CodeRequired, s.Ref, s.Label+" is required and empty")
			}
		}
	}
	if why != "" {
		v.find(s.ID, core.Warning, CodePlaceholder, s.Ref, s.Label+" "+why)
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
	if s.ID == "syntax" {
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

// fieldHygiene reports control characters and oversized fields, in every
// field of the registration.
func (v *validator) fieldHygiene() {
	for _, id := range v.l.FieldIDs() {
		text := v.r.Get(id)
		if len(text) > maxFieldBytes {
			v.find(id, core.Warning, CodeTooLong, v.l.Ref, "this field holds "+itoa(len(text)>>10)+" KB; the longest section of any registration IANA hosts is about 40 KB")
		}
		for i, r := range text {
			if r == utf8.RuneError || r < 0x20 && r != '\n' && r != '\t' && r != '\r' || r == 0x7F {
				v.find(id, core.Warning, CodeControlChar, v.l.Ref, "a control or invalid character at byte "+itoa(i)+": plain-text registrations hold printable text")
				break
			}
		}
	}
}

// normalizeSpace folds runs of white space to one space.
func normalizeSpace(s string) string { return strings.Join(strings.Fields(s), " ") }
