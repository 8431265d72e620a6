package registration

import (
	"github.com/urn-playground/urn-playground/core"
)

// Registration is a filled-in template: the text of each section, keyed
// by section id. A structured section stores each sub-field under
// "<section>.<sub-field>" ("registrant.email") and any other text of it
// under the section id itself.
type Registration struct {
	Layout string // a layout id: "rfc2611", "draft-12", "rfc8141"
	Fields map[string]string
	// Preamble is text before the first section (a title, a status
	// line); Extra holds sections the layout does not have, in the order
	// met. An import keeps both, so that no text is lost.
	Preamble string
	Extra    []ExtraSection
}

// ExtraSection is a section a layout does not define.
type ExtraSection struct {
	Heading, Text string
}

// Get returns the text of field id ("purpose", "registrant.email").
func (r *Registration) Get(id string) string { return r.Fields[id] }

// Set stores the text of field id, creating the map if needed.
func (r *Registration) Set(id, text string) {
	if r.Fields == nil {
		r.Fields = map[string]string{}
	}
	r.Fields[id] = text
}

// Finding is something an import or a validation of a registration
// reports: what it concerns (Field: a field id such as "purpose" or
// "registrant.email", or "" for the whole document), how serious it is,
// a stable code, one line of plain English, the spec section behind it
// where there is one, and the line of the input it comes from (1-based;
// 0 when it concerns no one line).
type Finding struct {
	Field    string
	Severity core.Severity
	Code     core.Code
	Msg      string
	Ref      core.Ref
	Line     int
}
