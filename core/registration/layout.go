package registration

import (
	"strings"
	"sync"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// FieldKind says what a template section holds, so the validator knows
// which rules apply and the page which input to show.
type FieldKind uint8

const (
	FieldText       FieldKind = iota // prose
	FieldNID                         // the namespace identifier
	FieldVersion                     // an integer ≥ 1
	FieldDate                        // YYYY-MM-DD
	FieldRegistrant                  // who registers: sub-fields below
)

// String returns "text", "nid", "version", "date" or "registrant".
func (k FieldKind) String() string {
	return [...]string{"text", "nid", "version", "date", "registrant"}[k]
}

// SubField is one line of a structured section (the registrant's name,
// e-mail, ...). Its value is stored under Section.ID + "." + SubField.ID.
type SubField struct {
	ID          string // "name", "email", "affiliation", "address", "organization", "phone"
	Label       string // as a template prints it: "E-mail"
	Required    bool
	Recommended bool
	// Aliases are other labels registrants write for it ("Email").
	Aliases []string
}

// Section is one section of a registration template.
type Section struct {
	ID     string // stable field name, the key in JSON: "namespace-id", "purpose"
	Number string // as the layout numbers it ("A.5"); "" where it does not
	Label  string // the heading as the layout prints it
	// Group is a heading that the layout prints above this section and
	// its neighbours with the same Group: RFC 2611's "Registration
	// Information" holds the version and the date.
	Group    string
	Kind     FieldKind
	Required bool
	// Intro and Guidance are the spec's own description of what to cover,
	// quoted, with the section they come from (GuidanceRef); the page
	// shows them so that a registrant sees what the reviewer will check.
	Intro       string
	Guidance    []string
	GuidanceRef core.Ref
	Ref         core.Ref // the template section itself
	SubFields   []SubField
	// Aliases are other headings real registrations use for it.
	Aliases []string
}

// Labels registrants write for the registrant's sub-fields, in the 45
// registrations IANA hosts (urn-5's "Contact", nbn's "Postal", said's
// "Contact email", ...).
var (
	contactNameAliases = []string{"Contact name", "Contact person", "Contact", "Designated contact", "Designated contact person", "Registrant name"}
	emailAliases       = []string{"Email", "E-Mail", "Mail", "E-mail address", "Email address", "Contact e-mail", "Contact email"}
	addressAliases     = []string{"Postal address", "Postal", "Mailing address"}
)

// Layout is one registration template, as data: RFC 2611 §3, draft-12
// Appendix A or RFC 8141 Appendix A, an ordered list of sections with the
// spec's own guidance for each. The page renders only what is here; the
// validator, the renderers and the importers read it too.
type Layout struct {
	ID      string // "rfc2611", "draft-12", "rfc8141"
	Title   string
	Ref     core.Ref // where the template is printed
	Edition core.Edition
	// Year is when the template's document was published: RFC 2611 in
	// 1999, draft-12 in 2015, RFC 8141 in 2017 (the year of its edition,
	// except for RFC 2611, which is not an edition of the syntax).
	Year int
	// Sections in the order the template prints them.
	Sections []Section
	// Next says what happens once the template is complete: where the
	// request is sent and how it is reviewed.
	Next []NextStep
}

// Section returns the section with the given id, or nil.
func (l *Layout) Section(id string) *Section {
	for i := range l.Sections {
		if l.Sections[i].ID == id {
			return &l.Sections[i]
		}
	}
	return nil
}

// FieldIDs lists every field id of a layout in template order, sub-fields
// after their section's own text: the one order every renderer uses.
func (l *Layout) FieldIDs() []string {
	var ids []string
	for _, s := range l.Sections {
		ids = append(ids, s.ID)
		for _, sf := range s.SubFields {
			ids = append(ids, s.ID+"."+sf.ID)
		}
	}
	return ids
}

// Layouts returns the three layouts, oldest first.
func Layouts() []*Layout {
	l := layouts()
	return []*Layout{&l[0], &l[1], &l[2]}
}

// LayoutByID finds a layout by id.
func LayoutByID(id string) (*Layout, bool) {
	l := layouts()
	for i := range l {
		if l[i].ID == id {
			return &l[i], true
		}
	}
	return nil, false
}

// fieldInLayout reports whether id is one of l.FieldIDs().
func fieldInLayout(l *Layout, id string) bool {
	sec, sub, hasSub := strings.Cut(id, ".")
	s := l.Section(sec)
	if s == nil {
		return false
	}
	if !hasSub {
		return true
	}
	for _, sf := range s.SubFields {
		if sf.ID == sub {
			return true
		}
	}
	return false
}

// fieldLabel is the label of a field id in the first layout that has
// it: "Purpose", "Phone"; else the id itself.
func fieldLabel(id string) string {
	sec, sub, hasSub := strings.Cut(id, ".")
	for _, l := range Layouts() {
		s := l.Section(sec)
		if s == nil {
			continue
		}
		if !hasSub {
			return s.Label
		}
		for _, sf := range s.SubFields {
			if sf.ID == sub {
				return s.Label + " " + sf.Label
			}
		}
	}
	return id
}

// layoutIDList returns `"rfc2611", "draft-12" or "rfc8141"`.
func layoutIDList() string {
	ls := Layouts()
	s := ""
	for i, l := range ls {
		switch {
		case i == len(ls)-1:
			s += " or "
		case i > 0:
			s += ", "
		}
		s += jsontext.Quote(l.ID)
	}
	return s
}

// layouts returns the three layouts, built on first use rather than while
// the package initialises: a program that reads URNs and never a template
// (the page's first highlight) does not pay for them.
func layouts() *[3]Layout {
	layoutsOnce.Do(func() {
		layoutsData = [3]Layout{buildRFC2611(), buildAppendix("draft-12"), buildAppendix("rfc8141")}
		for i := range layoutsData {
			layoutsData[i].Next = nextSteps(layoutsData[i].ID)
		}
	})
	return &layoutsData
}

var (
	layoutsOnce sync.Once
	layoutsData [3]Layout
)
