package core

// A URN namespace registration template, as data: three layouts (RFC 2611
// §3, draft-12 Appendix A, RFC 8141 Appendix A), each an ordered list of
// sections with the spec's own guidance for it. The page renders only
// what is here; the validator, renderers and importer read it too.

import "sync"

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
	GuidanceRef Ref
	Ref         Ref // the template section itself
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

// Layout is one registration template.
type Layout struct {
	ID      string // "rfc2611", "draft-12", "rfc8141"
	Title   string
	Ref     Ref // where the template is printed
	Edition Edition
	// Year is when the template's document was published: RFC 2611 in
	// 1999, draft-12 in 2015, RFC 8141 in 2017 (the year of its edition,
	// except for RFC 2611, which is not an edition of the syntax).
	Year int
	// Sections in the order the template prints them.
	Sections []Section
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

// draft12Guidance is draft-12 §7.3's guidance, which both draft-12 and
// RFC 8141 templates show (RFC 8141 §6.4 carries it over, per SPEC-NOTES;
// the quotes come from the draft, the text we have).
var draft12Guidance = map[string]struct {
	section, intro string
	points         []string
}{
	"purpose": {"7.3.1", `The "Purpose" section of the template describes matters such as:`, []string{
		"The kinds of resources identified by URNs assigned within the namespace.",
		"Why it is preferable to use URNs rather than some other technology (e.g., separate URI schemes or URIs in existing schemes) and why no existing URN namespace is a good fit.",
		"The kinds of software applications that can use or resolve the assigned URNs (e.g., by differentiating among disparate namespaces, identifying resources in a persistent fashion, or meaningfully resolving and accessing services associated with the namespace).",
		`The scope of the namespace (public vs. private, global vs. local to a particular organization, nation, or industry). For example, a namespace claiming to deal in "national identification numbers" might be expected to have a global scope and address all identity number structures, whereas a URN scheme for a particular national identification number system would need to handle only the structure for that nation's identity numbers.`,
		"How the intended community (and the Internet community at large) will benefit from using or resolving the assigned URNs.",
		"If the namespace or its definition are expected to become an integral and/or normative element of a standard being developed in the IETF or some other recognized standards body, that intention should be noted in this section.",
	}},
	"syntax": {"7.3.2", `The "Syntax" section of the template contains:`, []string{
		"A description of the structure of URNs within the namespace, in conformance with the fundamental URN syntax. The structure might be described in terms of a formal definition (e.g., using Augmented BNF for Syntax Specifications (ABNF) as specified in [RFC5234]), an algorithm for generating conformant URNs, or a regular expression for parsing the identifier into components; alternatively, the structure might be opaque.",
		"Any special character encoding rules for assigned URNs (e.g., which character ought to always be used for quotes).",
		"Rules for determining equivalence between two identifiers in the namespace. Such rules ought to always have the effect of eliminating false negatives that might otherwise result from comparison. If it is appropriate and helpful, reference can be made to specific equivalence rules defined in the URI specification [RFC3986]. Examples of equivalence rules include equivalence between uppercase and lowercase characters in the Namespace Specific String, between hyphenated and non-hyphenated groupings in the identifier string, or between single-quotes and double-quotes.",
		"Any special considerations necessary for conforming with the URN syntax. This is particularly applicable in the case of existing naming systems that are used in the context of URNs. For example, if a namespace is used in contexts other than URNs, it might make use of characters that are reserved in the URN syntax. This section ought to note any such characters, and outline necessary mappings to conform to URN syntax. Normally, this will be handled by percent-encoding the character as specified in Section 2.1 of the URI specification [RFC3986].",
	}},
	"assignment": {"7.3.3", `The "Assignment" section of the template describes matters such as:`, []string{
		"Mechanisms or authorities for assigning URNs to resources. It ought to make clear whether assignment is completely open (e.g., following a particular procedure such as first-come, first-served (FCFS)), completely closed (e.g., for a private organization), or limited in various ways (e.g., delegated to authorities recognized by a particular organization); if limited, it ought to explain how to become an assigner of identifiers or how to request assignment of identifiers from existing assignment authorities.",
		"Methods for ensuring that URNs within the namespace are unique. For example, identifiers might be assigned sequentially or in accordance with some well-defined process by a single authority, assignment might be partitioned among delegated authorities that are individually responsible for respecting uniqueness rules, or URNs might be created independently following an algorithm that itself guarantees uniqueness.",
	}},
	"security": {"7.3.4", `The "Security and Privacy" section of the template describes any potential issues related to security and privacy with regard to assignment, use, and resolution of identifiers within the namespace. Examples of such issues include:`, []string{
		`The consequences of producing false negatives and false positives during comparison for equivalence (see "Issues in Identifier Comparison for Security Purposes" [RFC6943])`,
		"Leakage of private information when identifiers are communicated on the public Internet",
		"The potential for directory harvesting",
		"Various issues discussed in the guidelines for security considerations in RFCs [RFC3552] and the privacy considerations for Internet protocols [RFC6973].",
	}},
	"interoperability": {"7.3.5", `The "Interoperability" section MUST specify any potential issues related to interoperability.`, []string{
		"Examples include possible confusion with other URN namespaces or naming systems because of syntax (e.g., percent-encoding of certain characters) or scope (e.g., overlapping areas of interest).",
		"If at all possible, concerns that arise during the registration of a URN namespace (e.g., due to the syntax or scope of an identifier system) SHOULD be resolved as part of the registration process.",
	}},
	"resolution": {"7.3.6", `The "Resolution" section MUST specify whether resolution mechanisms are intended or anticipated for URNs assigned within the namespace (e.g., URNs within some namespaces are intended to act as abstract designators and thus are not intended to be resolved).`, []string{
		"If resolution is intended, then this section SHOULD specify whether the organization that assigns URNs within the namespace intends to operate or recommend any resolution services for URNs within that namespace.",
		"In addition, if the assigning organization intends to implement registration for publicly advertised resolution services (for example using a system based on principles similar to those described in [RFC2276] and [RFC2483]), then this section SHOULD list or reference the requirements for being publicly advertised by the assigning organization.",
	}},
}

// rfc2611Section builds an RFC 2611 §3 section: its guidance is in the
// template itself.
func rfc2611Section(id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
	r := ref("rfc2611", "3")
	return Section{ID: id, Label: label, Kind: kind, Required: required, Intro: intro, Guidance: points, GuidanceRef: r, Ref: r}
}

// appendixSection builds a draft-12 or RFC 8141 Appendix A section.
func appendixSection(doc, number, id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
	r := ref(doc, number)
	s := Section{ID: id, Number: number, Label: label, Kind: kind, Required: required, Intro: intro, Guidance: points, GuidanceRef: r, Ref: r}
	if g, ok := draft12Guidance[id]; ok {
		s.Intro, s.Guidance, s.GuidanceRef = g.intro, g.points, ref("draft-12", g.section)
	}
	return s
}

// layouts returns the three layouts, built on first use rather than while
// the package initialises: a program that reads URNs and never a template
// (the page's first highlight) does not pay for them. Their sections join
// Refs then (Refs calls layouts first).
func layouts() *[3]Layout {
	layoutsOnce.Do(func() {
		layoutsData = [3]Layout{buildRFC2611(), buildAppendix("draft-12"), buildAppendix("rfc8141")}
	})
	return &layoutsData
}

var (
	layoutsOnce sync.Once
	layoutsData [3]Layout
)

func buildRFC2611() Layout {
	s := []Section{
		rfc2611Section("namespace-id", "Namespace ID", FieldNID, true,
			"Assigned by IANA. In some contexts, a particular one may be requested (see below)."),
		rfc2611Section("version", "Registration version number", FieldVersion, true,
			"This is information to identify the particular version of registration information:",
			"registration version number: starting with 1, incrementing by 1 with each new version"),
		rfc2611Section("date", "Registration date", FieldDate, true,
			"This is information to identify the particular version of registration information:",
			"registration date: date submitted to the IANA, using the format YYYY-MM-DD as outlined in [ISO8601]."),
		rfc2611Section("registrant", "Declared registrant of the namespace", FieldRegistrant, true,
			"Required: Name and e-mail address. Recommended: Affiliation, address, etc."),
		rfc2611Section("syntax", "Declaration of syntactic structure", FieldText, true,
			"This section should outline any structural features of identifiers in this namespace. At the very least, this description may be used to introduce terminology used in other sections. This structure may also be used for determining realistic caching/shortcuts approaches; suitable caveats should be provided. If there are any specific character encoding rules (e.g., which character should always be used for single-quotes), these should be listed here. Answers might include, but are not limited to:",
			"the structure is opaque (no exposition)", "a regular expression for parsing the identifier into components, including naming authorities"),
		rfc2611Section("documentation", "Relevant ancillary documentation", FieldText, true,
			"This section should list any RFCs, standards, or other published documentation that defines or explains all or part of the namespace structure. Answers might include, but are not limited to:",
			"RFCs outlining syntax of the namespace", "Other of the defining community's (e.g., ISO) documents outlining syntax of the identifiers in the namespace", "Explanatory material introducing the namespace"),
		rfc2611Section("uniqueness", "Identifier uniqueness considerations", FieldText, true,
			"This section should address the requirement that URN identifiers be assigned uniquely -- they are assigned to at most one resource, and are not reassigned. Possible answers include, but are not limited to:",
			"exposition of the structure of the identifiers, and partitioning of the space of identifiers amongst assignment authorities which are individually responsible for respecting uniqueness rules", "identifiers are assigned sequentially", "information is withheld; the namespace is opaque"),
		rfc2611Section("persistence", "Identifier persistence considerations", FieldText, true,
			`Although non-reassignment of URN identifiers ensures that a URN will persist in identifying a particular resource even after the "lifetime of the resource", some consideration should be given to the persistence of the usability of the URN. This is particularly important in the case of URN namespaces providing global resolution. Possible answers include, but are not limited to:`,
			"quality of service considerations"),
		rfc2611Section("assignment", "Process of identifier assignment", FieldText, true,
			"This section should detail the mechanisms and/or authorities for assigning URNs to resources. It should make clear whether assignment is completely open, or if limited, how to become an assigner of identifiers, and/or get one assigned by existing assignment authorities. Answers could include, but are not limited to:",
			"assignment is completely open, following a particular algorithm", "assignment is delegated to authorities recognized by a particular organization (e.g., the Digital Object Identifier Foundation controls the DOI assignment space and its delegation)", "assignment is completely closed (e.g., for a private organization)"),
		rfc2611Section("resolution", "Process for identifier resolution", FieldText, true,
			"If a namespace is intended to be accessible for global resolution, it must be registerd in an RDS (Resolution Discovery System, see [RFC2276]) such as NAPTR. Resolution then proceeds according to standard URI resolution processes, and the mechanisms of the RDS. What this section should outline is the requirements for becoming a recognized resolver of URNs in this namespace (and being so-listed in the RDS registry). Answers may include, but are not limited to:",
			"the namespace is not listed with an RDS; this is not relevant", "resolution mirroring is completely open, with a mechanism for updating an appropriate RDS", "resolution is controlled by entities to which assignment has been delegated"),
		rfc2611Section("equivalence", "Rules for Lexical Equivalence", FieldText, true,
			"If there are particular algorithms for determining equivalence between two identifiers in the underlying namespace (hence, in the URN string itself), rules can be provided here. Some examples include:",
			"equivalence between hyphenated and non-hyphenated groupings in the identifier string", "equivalence between single-quotes and double-quotes", `Namespace-defined equivalences between specific characters, such as "character X with or without diacritic marks".`),
		rfc2611Section("conformance", "Conformance with URN Syntax", FieldText, true,
			"This section should outline any special considerations required for conforming with the URN syntax. This is particularly applicable in the case of legacy naming systems that are used in the context of URNs. For example, if a namespace is used in contexts other than URNs, it may make use of characters that are reserved in the URN syntax. This section should flag any such characters, and outline necessary mappings to conform to URN syntax. Normally, this will be handled by hex encoding the symbol."),
		rfc2611Section("validation", "Validation mechanism", FieldText, true,
			`Apart from attempting resolution of a URN, a URN namespace may provide mechanism for "validating" a URN -- i.e., determining whether a given string is currently a validly-assigned URN. For example, even if an ISBN URN namespace is created, it is not clear that all ISBNs will translate directly into "assigned URNs". A validation mechanims might be:`,
			"a syntax grammar", "an on-line service", "an off-line service"),
		rfc2611Section("scope", "Scope", FieldText, true,
			`This section should outline the scope of the use of the identifiers in this namespace. Apart from considerations of private vs. public namespaces, this section is critical in evaluating the applicability of a requested NID. For example, a namespace claiming to deal in "social security numbers" should have a global scope and address all social security number structures (unlikely). On the other hand, at a national level, it is reasonable to propose a URN namespace for "this nation's social security numbers".`),
	}
	s[1].Group, s[2].Group = "Registration Information", "Registration Information"
	s[0].Aliases = []string{"Namespace Identifier", "NID"}
	s[1].Aliases = []string{"Version", "Registration Version", "Version number"}
	s[2].Aliases = []string{"Date", "Registration Date"}
	s[3].Aliases = []string{"Declared Registrant", "Registrant", "Registrant of the namespace"}
	s[3].SubFields = []SubField{
		{ID: "name", Label: "Name", Required: true, Aliases: contactNameAliases},
		{ID: "email", Label: "E-mail", Required: true, Aliases: emailAliases},
		{ID: "affiliation", Label: "Affiliation", Recommended: true, Aliases: []string{"Organization", "Organisation"}},
		{ID: "address", Label: "Address", Recommended: true, Aliases: addressAliases},
	}
	s[4].Aliases = []string{"Declaration of structure", "Syntactic structure", "Syntax"}
	s[5].Aliases = []string{"Ancillary documentation", "Documentation", "Relevant ancillary information", "Ancillary information"}
	s[6].Aliases = []string{"Uniqueness considerations", "Uniqueness", "Identifier uniqueness"}
	s[7].Aliases = []string{"Persistence considerations", "Persistence", "Identifier persistence"}
	s[8].Aliases = []string{"Process of identifier assignment", "Identifier assignment", "Assignment"}
	s[9].Aliases = []string{"Process of identifier resolution", "Identifier resolution", "Resolution"}
	s[10].Aliases = []string{"Rules for lexical equivalence", "Lexical equivalence", "Lexical equivalence rules"}
	s[11].Aliases = []string{"Conformance with URN syntax"}
	s[12].Aliases = []string{"Validation", "Validation mechanisms"}
	return Layout{ID: "rfc2611", Title: "RFC 2611 §3: URN Namespace Definition Template (1999)", Ref: ref("rfc2611", "3"), Edition: RFC2141, Year: 1999, Sections: s}
}

// buildAppendix builds the draft-12 or RFC 8141 Appendix A template; RFC
// 8141 adds Additional Information and, in Registrant, the fast-track
// note (SPEC-NOTES), and calls A.1 "Namespace Identifier".
func buildAppendix(doc string) Layout {
	is8141 := doc == "rfc8141"
	a := func(number, id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
		return appendixSection(doc, number, id, label, kind, required, intro, points...)
	}
	nidLabel := "Namespace ID"
	if is8141 {
		nidLabel = "Namespace Identifier"
	}
	registrantPoints := []string{
		"The name and address of the registering organization.",
		"The name and contact information (email, phone number, and/or postal address) of the designated contact person.",
	}
	if is8141 {
		registrantPoints = append(registrantPoints,
			"If the registrant is a standards development organization, scientific society or similar body requesting the fast-track registration process, that information should also be provided (RFC 8141, per SPEC-NOTES).")
	}
	syntaxNote := "Unless the registration explicitly says otherwise, use of p-, q-, and/or f-components is not allowed for this namespace."
	if is8141 {
		syntaxNote = "Describe whether and how r-, q- and f-components are used (RFC 8141 §2.3: they are defined per namespace)."
	}
	s := []Section{
		a("A.1", "namespace-id", nidLabel, FieldNID, true, "Requested of IANA (formal) or assigned by IANA (informal)."),
		a("A.2", "version", "Version", FieldVersion, true, "The version of the registration, starting with 1 and incrementing by 1 with each new version."),
		a("A.3", "date", "Date", FieldDate, true, "The date when the registration is requested of IANA, using the format YYYY-MM-DD."),
		a("A.4", "registrant", "Registrant", FieldRegistrant, true,
			"The person or organization that has registered the NID, including the following information:", registrantPoints...),
		a("A.5", "purpose", "Purpose", FieldText, true, ""),
		a("A.6", "syntax", "Syntax", FieldText, true, ""),
		a("A.7", "assignment", "Assignment", FieldText, true, ""),
		a("A.8", "security", "Security and Privacy", FieldText, true, ""),
		a("A.9", "interoperability", "Interoperability", FieldText, true, ""),
		a("A.10", "resolution", "Resolution", FieldText, true, ""),
		a("A.11", "documentation", "Documentation", FieldText, true,
			"A pointer to an RFC, a specification published by another standards development organization, or another stable document that provides further information about the namespace."),
	}
	s[5].Guidance = append(s[5].Guidance, syntaxNote)
	if is8141 {
		s = append(s, a("A.12", "additional-information", "Additional Information", FieldText, false,
			"Any further information that the registrant considers useful, such as the relationship to other namespaces (RFC 8141, per SPEC-NOTES)."))
	}
	s = append(s, a(itoaSection(len(s)+1), "revision", "Revision Information", FieldText, false,
		"(Applicable only when earlier registrations have been revised.) Description of changes from prior version(s)."))
	s[0].Aliases = []string{"Namespace Identifier", "Namespace ID", "NID"}
	s[1].Aliases = []string{"Registration version", "Registration version number", "Version number"}
	s[2].Aliases = []string{"Registration date"}
	if is8141 {
		s[11].Aliases = []string{"Additional info"}
	}
	s[len(s)-1].Aliases = []string{"Revision", "Revision history"}
	s[3].SubFields = []SubField{
		{ID: "organization", Label: "Organization", Required: true, Aliases: []string{"Organisation", "Affiliation", "Registering organization", "Registering organisation", "Organization name"}},
		{ID: "name", Label: "Contact name", Required: true, Aliases: append([]string{"Name"}, contactNameAliases...)},
		{ID: "email", Label: "E-mail", Required: true, Aliases: emailAliases},
		{ID: "address", Label: "Address", Recommended: true, Aliases: addressAliases},
		{ID: "phone", Label: "Phone", Aliases: []string{"Telephone", "Tel", "Phone number"}},
	}
	s[3].Aliases = []string{"Declared registrant of the namespace", "Declared registrant", "Registrant of the namespace"}
	s[4].Aliases = []string{"Scope"}
	s[5].Aliases = []string{"Declaration of syntactic structure", "Syntactic structure"}
	s[6].Aliases = []string{"Process of identifier assignment", "Identifier assignment"}
	s[7].Aliases = []string{"Security", "Security considerations", "Security and privacy considerations"}
	s[9].Aliases = []string{"Process for identifier resolution", "Identifier resolution"}
	s[10].Aliases = []string{"Relevant ancillary documentation", "References"}
	ed, title := Draft12, "draft-12 Appendix A: Registration Template (2015)"
	if is8141 {
		ed, title = RFC8141, "RFC 8141 Appendix A: Registration Template (2017)"
	}
	return Layout{ID: doc, Title: title, Ref: ref(doc, "A"), Edition: ed, Year: ed.Info().Year, Sections: s}
}

// itoaSection numbers an appendix section: "A.12".
func itoaSection(n int) string { return "A." + itoa(n) }

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
