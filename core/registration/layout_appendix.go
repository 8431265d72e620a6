package registration

import "github.com/urn-playground/urn-playground/core"

// guidance is the advice for completing one template section: the
// section of the spec it is quoted from, its opening sentence and points.
type guidance struct {
	section, intro string
	points         []string
}

// draft12Guidance is draft-12 §7.3's guidance for the draft-12 template;
// RFC 8141's template shows its own §6.4 (rfc8141Guidance).
var draft12Guidance = map[string]guidance{
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

// appendixSection builds a draft-12 or RFC 8141 Appendix A section.
func appendixSection(doc, number, id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
	r := core.NewRef(doc, number)
	s := Section{ID: id, Number: number, Label: label, Kind: kind, Required: required, Intro: intro, Guidance: points, GuidanceRef: r, Ref: r}
	guide := draft12Wording.guidance
	if doc == "rfc8141" {
		guide = rfc8141Wording.guidance
	}
	if g, ok := guide[id]; ok {
		s.Intro, s.Guidance, s.GuidanceRef = g.intro, g.points, core.NewRef(doc, g.section)
	}
	return s
}

// buildAppendix builds the draft-12 or RFC 8141 Appendix A template; RFC
// 8141 adds Additional Information and, in Registrant, the fast-track
// note, and calls A.1 "Namespace Identifier" (RFC 8141 Appendix A).
func buildAppendix(doc string) Layout {
	is8141 := doc == "rfc8141"
	s := appendixSections(doc, is8141)
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
	ed, title := core.Draft12, "draft-12 Appendix A: Registration Template (2015)"
	if is8141 {
		ed, title = core.RFC8141, "RFC 8141 Appendix A: Registration Template (2017)"
	}
	return Layout{ID: doc, Title: title, Ref: core.NewRef(doc, "A"), Edition: ed, Year: ed.Info().Year, Sections: s}
}

// appendixSections lists the sections of the draft-12 or RFC 8141
// Appendix A template, A.1 to Revision Information, with their guidance.
func appendixSections(doc string, is8141 bool) []Section {
	a := func(number, id, label string, kind FieldKind, required bool, intro string, points ...string) Section {
		return appendixSection(doc, number, id, label, kind, required, intro, points...)
	}
	w := &draft12Wording
	if is8141 {
		w = &rfc8141Wording
	}
	s := []Section{
		a("A.1", "namespace-id", w.nidLabel, FieldNID, true, "Requested of IANA (formal) or assigned by IANA (informal)."),
		a("A.2", "version", "Version", FieldVersion, true, "The version of the registration, starting with 1 and incrementing by 1 with each new version."),
		a("A.3", "date", "Date", FieldDate, true, "The date when the registration is requested of IANA, using the format YYYY-MM-DD."),
		a("A.4", "registrant", "Registrant", FieldRegistrant, true,
			w.registrantIntro, w.registrantPoints...),
		a("A.5", "purpose", "Purpose", FieldText, true, ""),
		a("A.6", "syntax", "Syntax", FieldText, true, ""),
		a("A.7", "assignment", "Assignment", FieldText, true, ""),
		a("A.8", "security", "Security and Privacy", FieldText, true, ""),
		a("A.9", "interoperability", "Interoperability", FieldText, true, ""),
		a("A.10", "resolution", "Resolution", FieldText, true, ""),
		a("A.11", "documentation", "Documentation", FieldText, true, w.documentation),
	}
	s[5].Guidance = append(s[5].Guidance, w.syntaxNote)
	if is8141 {
		s = append(s, a("A.12", "additional-information", "Additional Information", FieldText, false, ""))
	}
	return append(s, a(appendixNumber(len(s)+1), "revision", "Revision Information", FieldText, false, w.revision))
}

// appendixWording is what the draft-12 and RFC 8141 templates word
// differently, each quoted from its own Appendix A (and §7.3 or §6.4 for
// the guidance).
type appendixWording struct {
	nidLabel         string
	registrantIntro  string
	registrantPoints []string
	documentation    string
	syntaxNote       string // what the Syntax field says of components
	revision         string
	guidance         map[string]guidance
}

var draft12Wording = appendixWording{
	nidLabel:        "Namespace ID",
	registrantIntro: "The person or organization that has registered the NID, including the following information:",
	registrantPoints: []string{
		"The name and address of the registering organization.",
		"The name and contact information (email, phone number, and/or postal address) of the designated contact person.",
	},
	documentation: "A pointer to an RFC, a specification published by another standards development organization, or another stable document that provides further information about the namespace.",
	syntaxNote:    "Unless the registration explicitly says otherwise, use of p-, q-, and/or f-components is not allowed for this namespace.",
	revision:      "(Applicable only when earlier registrations have been revised.) Description of changes from prior version(s).",
	guidance:      draft12Guidance,
}

// rfc8141Wording: RFC 8141 Appendix A's Registrant is one paragraph.
var rfc8141Wording = appendixWording{
	nidLabel:        "Namespace Identifier",
	registrantIntro: "The person or organization that has registered the NID, including the name and address of the registering organization, as well as the name and contact information (email, phone number, or postal address) of the designated contact person. If the registrant is a recognized standards development organization, scientific society, or similar body requesting the fast-track registration procedure (see Section 6.3), that information should be clearly indicated in this section of the template.",
	documentation:   "A pointer to an RFC, a specification published by another standards development organization, or another stable document that provides further information about this URN namespace.",
	syntaxNote:      "Unless the registration explicitly describes the semantics of r-components, q-components, and f-components in the context of this URN namespace, those semantics are undefined.",
	revision:        "Description of changes from prior version(s). (Applicable only when earlier registrations have been revised.)",
	guidance:        rfc8141Guidance,
}

// appendixNumber numbers an appendix section: "A.12".
func appendixNumber(n int) string { return "A." + itoa(n) }
